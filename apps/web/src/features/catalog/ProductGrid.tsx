import type { Product } from '@shop/contract';
import { ProductCard } from './ProductCard';

const columns = { 3: 'grid-cols-2 md:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4', 5: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5' };

/**
 * A responsive grid of product cards: two across on a phone, up to `columns` on a desktop. On a page whose main
 * content is the grid (`leading`), the first row's pictures are fetched at once: one of them is what the shopper sees
 * first. Elsewhere every picture waits until it is near the screen.
 */
export function ProductGrid({ products, columns: cols = 4, headingLevel = 3, leading = false }: { products: Product[]; columns?: 3 | 4 | 5; headingLevel?: 2 | 3 | 4; leading?: boolean }) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${columns[cols]}`}>
      {products.map((p, i) => (
        <li key={p.Id}>
          <ProductCard product={p} headingLevel={headingLevel} eager={leading && i < cols} />
        </li>
      ))}
    </ul>
  );
}
