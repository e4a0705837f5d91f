import { Trans } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import { formatWholeRupeesAsINR } from '@shop/contract/format';
import { useCompany } from '../company';

/**
 * How far the cart is from free delivery, in plain words: "Add more than ₹150 for free delivery" with a bar, or "Free
 * delivery on this order". Counted on the items at their selling price, as the delivery charge is (free when the
 * total is more than the shop's amount). Nothing when no delivery is ever free.
 */
export function FreeDeliveryBar({ itemsTotal }: { itemsTotal: number }) {
  const over = useCompany().data?.FreeDeliveryOver;
  if (over == null) return null;
  const free = itemsTotal > over;
  const more = formatWholeRupeesAsINR(Math.max(0, Math.round((over - itemsTotal) * 100) / 100));
  const threshold = formatWholeRupeesAsINR(over);
  const done = Math.min(100, Math.round((itemsTotal / over) * 100));
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
      <p className="flex items-center gap-2 font-medium text-stone-800">
        <Truck aria-hidden className={`size-5 shrink-0 ${free ? 'text-brand-700' : 'text-stone-500'}`} />
        {free ? <Trans>Free delivery on this order</Trans> : <Trans>Add more than {more} for free delivery</Trans>}
      </p>
      {!free && (
        <>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden>
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${done}%` }} />
          </div>
          <p className="mt-1 text-xs text-stone-500">
            <Trans>Home delivery is free on orders over {threshold}.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
