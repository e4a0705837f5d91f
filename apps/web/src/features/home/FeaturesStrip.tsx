import { Headset, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { formatWholeRupeesAsINR } from '@shop/contract/format';
import { useCompany } from '../company';

const promises = [
  { icon: ShieldCheck, title: 'Secure payment', text: 'UPI at checkout, or cash on delivery' },
  { icon: RotateCcw, title: 'Money-return policy', text: 'Easy refunds on damaged items' },
  { icon: Headset, title: '24/7 support', text: 'We are here to help, any time' },
];

/** The home page's promises (docs/product.md#home); free shipping only when some delivery is free, at its real threshold. */
export function FeaturesStrip() {
  const over = useCompany().data?.FreeDeliveryOver;
  const features = [...(over == null ? [] : [{ icon: Truck, title: 'Free shipping', text: `On orders over ${formatWholeRupeesAsINR(over)}` }]), ...promises];
  return (
    <section aria-label="Why shop with us" className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6">
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
