import { Trans } from '@lingui/react/macro';
import { formatRupeesAsINR } from '@shop/contract/format';

/** A selling price, with the MRP struck through and the discount when there is one. */
export function Price({ price, mrp, discount, size = 'md' }: { price: number; mrp?: number; discount?: string; size?: 'sm' | 'md' | 'lg' }) {
  const big = size === 'lg' ? 'text-2xl' : size === 'sm' ? 'text-sm' : 'text-base';
  const showMrp = mrp !== undefined && mrp > price;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-stone-900 ${big}`}>{formatRupeesAsINR(price)}</span>
      {showMrp && (
        <span className="text-sm text-stone-500 line-through">
          <span className="sr-only"><Trans>MRP</Trans> </span>
          {formatRupeesAsINR(mrp)}
        </span>
      )}
      {showMrp && discount && discount !== '0%' && <span className="text-sm font-semibold text-brand-700"><Trans>{discount} off</Trans></span>}
    </div>
  );
}
