import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/contract';
import { Tabs } from '../../ui/Tabs';
import { useLocalName } from '../../i18n/format';

/** The detail page's tabs: Description (short and full) and Product details (weight, minimum, maximum, origin). */
export function ProductInfoTabs({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  // In Hindi the shop's Hindi texts, each falling back to the English one while the shop has given none.
  const local = useLocalName();
  const summary = local(product.ShortDescription, product.HindiShortDescription);
  const description = local(product.Description, product.HindiDescription);
  const rows: [string, string][] = [
    [t`Weight`, product.Pack_Size],
    [t`Minimum quantity`, String(product.OrderMinimumQuantity)],
    [t`Maximum quantity`, String(product.OrderMaximumQuantity)],
    [t`Origin`, local(product.Origin, product.HindiOrigin) || t`India`],
    [t`Brand`, product.Brand],
  ];
  return (
    <Tabs
      label={t`About this product`}
      tabs={[
        {
          id: 'description',
          label: t`Description`,
          content: (
            <div className="max-w-3xl space-y-3 text-sm leading-relaxed text-stone-700 sm:text-base">
              <p className="font-medium text-stone-900">{summary}</p>
              {description && description !== summary && <p>{description}</p>}
            </div>
          ),
        },
        {
          id: 'details',
          label: t`Product details`,
          content: (
            <dl className="max-w-lg divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white text-sm">
              {rows.map(([term, value]) => (
                <div key={term} className="grid grid-cols-2 gap-4 px-4 py-2.5">
                  <dt className="text-stone-500">{term}</dt>
                  <dd className="font-medium text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          ),
        },
      ]}
    />
  );
}
