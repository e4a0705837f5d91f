import { useLingui } from '@lingui/react/macro';
import { SectionHeader } from '../../ui/SectionHeader';
import { useQuery } from '@tanstack/react-query';
import { relatedQuery, useCategoryName } from './api';
import { ProductGrid } from './ProductGrid';

/** "More from {category}": the most popular other products of the same subcategory, under a product's details. */
export function RelatedProducts({ catId, catName, excludeId }: { catId: number; catName: string; excludeId: number }) {
  const { t } = useLingui();
  const category = useCategoryName()(catId, catName);
  const { data } = useQuery(relatedQuery(catId));
  const others = data?.items.filter((p) => p.Id !== excludeId).slice(0, 4) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="below-fold mt-10 [--below-fold-height:815px]">
      <SectionHeader id="related-title" title={t`More from ${category}`} more={{ to: `/subcategory/${catId}`, label: t`View all` }} />
      <ProductGrid products={others} columns={4} />
    </section>
  );
}
