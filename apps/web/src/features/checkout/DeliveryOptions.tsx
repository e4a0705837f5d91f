import { Trans, useLingui } from '@lingui/react/macro';
import type { ShippingOption } from '@shop/contract';
import { Store, Truck, Zap } from 'lucide-react';
import { formatRupeesAsINR, formatWholeRupeesAsINR } from '@shop/contract/format';
import { useLocalName } from '../../i18n/format';
import { useArrivalWords } from '../delivery';

const icons: Record<number, typeof Truck> = { 1: Truck, 2: Store, 3: Zap };

/** The delivery option radios with what each costs this cart (the first is chosen on load). */
export function DeliveryOptions({
  options,
  selected,
  onSelect,
  itemsTotal,
  unreachable = () => null,
}: {
  options: ShippingOption[];
  selected: ShippingOption | null;
  onSelect: (kid: number) => void;
  itemsTotal: number;
  /** Why an option cannot be chosen for the chosen address ("Does not reach 799001"), or null. */
  unreachable?: (o: ShippingOption) => string | null;
}) {
  const { t } = useLingui();
  const local = useLocalName();
  const arrivalWords = useArrivalWords();
  return (
    <ul aria-label={t`Delivery options`} className="grid gap-3 sm:grid-cols-3">
      {options.map((o) => {
        const Icon = icons[o.kid] ?? Truck;
        const checked = selected?.kid === o.kid;
        const why = unreachable(o);
        const toFree = o.FreeAbove !== null && o.DeliveryCharge > 0 ? Math.max(0, o.FreeAbove - itemsTotal) : 0;
        const freeOver = o.FreeAbove !== null ? formatWholeRupeesAsINR(o.FreeAbove) : '';
        const toGo = formatWholeRupeesAsINR(Math.round(toFree * 100) / 100);
        const arrives = arrivalWords(o.Arrives, o.OrderBy);
        return (
          <li key={o.kid}>
            <label className={`flex h-full flex-col gap-1.5 rounded-2xl border bg-white p-4 transition-colors ${why ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'} ${checked ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-200 hover:border-stone-300'}`}>
              <span className="flex items-center gap-2">
                <input type="radio" name="delivery-option" value={o.kid} checked={checked} disabled={Boolean(why) && !checked} onChange={() => onSelect(o.kid)} className="size-4 accent-brand-700" />
                <Icon aria-hidden className="size-5 text-brand-700" />
                <span className="font-semibold text-stone-900">{local(o.Name, o.HindiName)}</span>
              </span>
              {arrives && <span className="text-sm font-medium text-brand-800">{arrives.when}</span>}
              {/* A same-day option's own words ("the same day when ordered before 2 pm") give way to when it comes today. */}
              <span className="text-sm text-stone-600">{o.OrderBy && arrives ? arrives.why : local(o.Description, o.HindiDescription)}</span>
              <span className="mt-auto pt-1 text-sm font-semibold">
                {o.DeliveryCharge === 0 ? <span className="text-brand-700">
                    <Trans>Free</Trans>
                  </span> : <span className="text-stone-900">{formatRupeesAsINR(o.DeliveryCharge)}</span>}
                {o.DeliveryCharge === 0 && o.Charge > 0 && <span className="ml-1.5 text-xs font-normal text-stone-500 line-through">{formatRupeesAsINR(o.Charge)}</span>}
              </span>
              {why && <span className="text-xs font-medium text-amber-800">{why}</span>}
              {toFree > 0 && o.FreeAbove !== null && (
                <span className="text-xs text-amber-700">
                  <Trans>
                    Free over {freeOver}: {toGo} to go.
                  </Trans>
                </span>
              )}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
