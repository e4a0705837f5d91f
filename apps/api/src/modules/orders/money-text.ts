const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise as the shopper reads rupees in messages and mails: ₹1,234.50. */
export const formatINR = (paise: number) => inr.format(paise / 100);
