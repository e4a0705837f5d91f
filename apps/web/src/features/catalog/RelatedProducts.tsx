import { SectionHeader } from '../../ui/SectionHeader';
import { useProductPage } from './api';
import { ProductGrid } from './ProductGrid';

/** "More from {category}": the most popular other products of the same subcategory, under a product's details. */
export function RelatedProducts({ catId, catName, excludeId }: { catId: number; catName: string; excludeId: number }) {
  const { data } = useProductPage({ catid: catId, page: 1, pageSize: 5 });
  const others = data?.items.filter((p) => p.Id !== excludeId).slice(0, 4) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-10">
      <SectionHeader id="related-title" title={`More from ${catName}`} more={{ to: `/subcategory/${catId}`, label: 'View all' }} />
      <ProductGrid products={others} columns={4} />
    </section>
  );
}
