import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Product } from '@shop/contract';
import { ProductRating } from '../catalog';
import { formatRupeesAsINR } from '@shop/contract/format';
import { FoodMark } from '../../ui/FoodMark';
import { SafeImage } from '../../ui/SafeImage';
import { SectionHeader } from '../../ui/SectionHeader';
import { useLocalName, useUnitPrice } from '../../i18n/format';

/**
 * 'More popular products': the home call's products after the first strip's, as a compact list with the verified
 * buyers' rating where there is one (docs/product.md#home). No product of the first strip shows again here.
 */
export function MorePopular({ products }: { products: Product[] }) {
  const { t } = useLingui();
  const local = useLocalName();
  const unitPrice = useUnitPrice();
  return (
    <section aria-labelledby="home-popular" className="below-fold [--below-fold-height:400px]">
      <SectionHeader id="home-popular" title={t`More popular products`} subtitle={t`Most often chosen in our shop`} />
      <div>
        <ol className="grid grid-cols-1 gap-px overflow-hidden rounded-2xl border border-stone-200 bg-stone-200 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((p) => (
            <li key={p.Id} className="flex items-center gap-3 bg-white p-3">
              <SafeImage src={p.Img} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-16 shrink-0 rounded-xl bg-stone-50 object-cover" />
              <div className="min-w-0 flex-1">
                <h3 className="truncate text-sm font-medium text-stone-900">
                  <Link to={`/product/${p.Id}`} className="rounded hover:text-brand-800 hover:underline">
                    {local(p.Name, p.HindiName)}
                  </Link>
                </h3>
                <p className="flex items-center gap-1.5 text-xs text-stone-500">
                  <FoodMark type={p.FoodType} />
                  <span className="truncate">
                    {p.Brand} · {p.Pack_Size}
                  </span>
                </p>
                <ProductRating product={p} className="mt-1" />
              </div>
              <p className="shrink-0 text-right">
                <span className="block text-sm font-semibold text-stone-900">{formatRupeesAsINR(p.Price)}</span>
                {p.OldPrice > p.Price && (
                  <span className="block text-xs text-stone-500 line-through">
                    <span className="sr-only"><Trans>MRP</Trans> </span>
                    {formatRupeesAsINR(p.OldPrice)}
                  </span>
                )}
                {p.UnitSalePrice && <span className="block text-[0.7rem] text-stone-500">{unitPrice(p.UnitSalePrice)}</span>}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
