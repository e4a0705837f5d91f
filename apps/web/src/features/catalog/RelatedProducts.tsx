import { useLingui } from '@lingui/react/macro';
import { SectionHeader } from '../../ui/SectionHeader';
import { useQuery } from '@tanstack/react-query';
import { relatedQuery, useCategoryName } from './api';
import { ProductGrid } from './ProductGrid';

/**
 * "More from {category}": the most popular other products of the same subcategory, under a product's details. Under a
 * sold-out product, only those in stock, as what to buy instead (issue 33: sold out is not a dead end).
 */
export function RelatedProducts({ catId, catName, excludeId, inStockOnly }: { catId: number; catName: string; excludeId: number; inStockOnly: boolean }) {
  const { t } = useLingui();
  const category = useCategoryName()(catId, catName);
  const { data } = useQuery(relatedQuery(catId, inStockOnly));
  const others = data?.items.filter((p) => p.Id !== excludeId).slice(0, 4) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="below-fold mt-10 scroll-mt-20 [--below-fold-height:815px]">
      <SectionHeader id="related-title" title={inStockOnly ? t`In stock instead, from ${category}` : t`More from ${category}`} more={{ to: `/subcategory/${catId}`, label: t`View all` }} />
      <ProductGrid products={others} columns={4} />
    </section>
  );
}
