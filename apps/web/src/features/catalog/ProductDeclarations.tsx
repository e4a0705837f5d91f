import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/contract';
import { FoodMark } from '../../ui/FoodMark';
import { countryInHindi } from '@shop/contract/declarations';
import { useDates, useLocalName, useUnitPrice } from '../../i18n/format';
import { declarationRows, type DeclarationWords } from './declarations';
import { useShelfLife } from './shelfLife';

/** The declarations a pack carries, shown on the product page as the rules for online sellers ask. */
export function ProductDeclarations({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const perUnit = useUnitPrice();
  const local = useLocalName();
  const shelfLife = useShelfLife();
  const dates = useDates();
  const deliveredBestBefore = product.DeliveredBestBefore && dates.day(product.DeliveredBestBefore);
  const words: DeclarationWords = {
    netQuantity: t`Net quantity`,
    unitSalePrice: t`Unit sale price`,
    mrp: t`MRP`,
    inclusive: (amount) => t`${amount} (inclusive of all taxes)`,
    countryOfOrigin: t`Country of origin`,
    manufacturer: t`Manufacturer, packer or importer`,
    bestBefore: t`Best before`,
    doesNotSpoil: t`Does not spoil`,
    foodType: t`Food type`,
    food: { veg: t`Vegetarian`, 'non-veg': t`Non-vegetarian` },
    gst: t`GST`,
    gstRate: (rate, hsn) => t`${rate} % (HSN ${hsn}), included in the price`,
    nilRated: (hsn) => t`Nil rated (HSN ${hsn})`,
  };
  // The server's words in the language shown: the unit price's unit, the country (in English when it has no Hindi name).
  const shown = {
    ...product,
    UnitSalePrice: product.UnitSalePrice && perUnit(product.UnitSalePrice),
    CountryOfOrigin: local(product.CountryOfOrigin, countryInHindi(product.CountryOfOrigin)),
    BestBefore: product.BestBefore && shelfLife(product.BestBefore),
  };
  return (
    <section aria-labelledby="product-declarations" className="mt-4 rounded-2xl border border-stone-200 p-4">
      <h2 id="product-declarations" className="text-sm font-semibold text-stone-900">
        <Trans>Product declarations</Trans>
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {declarationRows(shown, words).map((row) => (
          <div key={row.term} className="grid gap-0.5 sm:grid-cols-[10.5rem_1fr] sm:gap-4">
            <dt className="text-stone-500">{row.term}</dt>
            <dd className="flex items-start gap-2 text-stone-900">
              {row.mark && <FoodMark type={product.FoodType} className="mt-0.5" />}
              <span>{row.value}</span>
            </dd>
          </div>
        ))}
      </dl>
      {deliveredBestBefore && (
        // The expiry of the batch that would be delivered now, earliest expiry first (decision 270).
        <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-stone-900" data-testid="delivered-best-before">
          <strong>
            <Trans>Best before {deliveredBestBefore}</Trans>
          </strong>{' '}
          <span className="text-stone-600">
            <Trans>on the pack we deliver now</Trans>
          </span>
        </p>
      )}
    </section>
  );
}
