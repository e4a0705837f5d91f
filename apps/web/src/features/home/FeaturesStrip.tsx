import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Headset, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { formatWholeRupeesAsINR } from '@shop/contract/format';
import { useCompany } from '../company';

const promises = [
  { icon: ShieldCheck, title: msg`Secure payment`, text: msg`UPI at checkout, or cash on delivery` },
  { icon: RotateCcw, title: msg`Money-return policy`, text: msg`Easy refunds on damaged items` },
];

/**
 * The home page's promises (docs/product.md#home), each from the shop's settings: free shipping only when some delivery
 * is free, at its real threshold; help at the shop's own phone number, only when it has one (no hours are promised).
 */
export function FeaturesStrip() {
  const { t } = useLingui();
  const company = useCompany().data;
  const over = company?.FreeDeliveryOver;
  const amount = over == null ? '' : formatWholeRupeesAsINR(over);
  const phone = company?.PhoneNumber;
  const features = [
    ...(over == null ? [] : [{ icon: Truck, title: t`Free shipping`, text: t`On orders over ${amount}` }]),
    ...promises.map((p) => ({ icon: p.icon, title: t(p.title), text: t(p.text) })),
    ...(phone ? [{ icon: Headset, title: t`Help by phone`, text: t`Call us on ${phone}` }] : []),
  ];
  return (
    <section aria-label={t`Why shop with us`} className="below-fold rounded-2xl border border-brand-100 bg-brand-50/60 p-4 [--below-fold-height:250px] sm:p-6">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block text-sm font-bold text-stone-900">{title}</span>
              <span className="block text-xs text-stone-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
