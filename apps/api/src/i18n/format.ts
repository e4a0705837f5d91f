import { formatWhen } from '@shop/contract/format';

/**
 * Amounts and moments in Hindi mails (decision 147): ₹ in the hi-IN format (lakh grouping, Latin digits as Indian
 * banks and apps print them) and dates in Hindi, in India's time zone.
 */
const rupees = new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const moment = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });

/** ₹1,23,456.50 from paise. */
export const formatPaiseInHindi = (paise: number) => rupees.format(paise / 100);

/** "24 नवंबर 2026 को 19:10 बजे" in India time (24-hour: Hindi has no am/pm of its own). */
export const formatMomentInHindi = (when: Date | string) => formatWhen(moment, when);

