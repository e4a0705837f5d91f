import { useLingui } from '@lingui/react/macro';
import { slotHoursWords } from '@shop/contract/format';
import type { CompanyDetails } from '@shop/contract';

/**
 * When the shop's phone is answered, as the shop set it (decision 292): "Every day, 8 AM–9 PM"; in Hindi
 * "हर दिन, सुबह 8–रात 9". Nothing while the shop has not said.
 */
export function SupportHours({ hours, className }: { hours: CompanyDetails['SupportHours']; className?: string }) {
  const { t, i18n } = useLingui();
  if (!hours) return null;
  const when = slotHoursWords(hours.Opens, hours.Closes, i18n.locale === 'hi' ? 'hi' : 'en');
  return <span className={className}>{t`Every day, ${when}`}</span>;
}
