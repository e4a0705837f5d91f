import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Product } from '@shop/contract';
import { productPictureSizes } from '@shop/contract/pages';
import { FoodMark } from '../../ui/FoodMark';
import { Price } from '../../ui/Price';
import { SafeImage } from '../../ui/SafeImage';
import { CartControls } from '../cart';
import { useLocalName, useUnitPrice } from '../../i18n/format';
import { ProductRating } from './ProductRating';

/**
 * One product in any grid: picture (with the Bestseller badge from the last 30 days' sales), brand, name, the veg /
 * non-veg mark and pack size, the verified buyers' rating when there is one, price with MRP and discount, the unit sale
 * price, and the cart controls.
 */
export function ProductCard({ product, headingLevel = 3, eager = false }: { product: Product; headingLevel?: 2 | 3 | 4; eager?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const href = `/product/${product.Id}`;
  const name = useLocalName()(product.Name, product.HindiName);
  const unitPrice = useUnitPrice();
  const left = product.StockLeft;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-2.5 transition-shadow hover:shadow-md sm:p-3">
      <Link to={href} tabIndex={-1} aria-hidden className="relative block overflow-hidden rounded-xl bg-stone-50">
        <SafeImage
          src={product.Img}
          alt={name}
          width={240}
          height={240}
          sizes={productPictureSizes.card}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className={`aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105 ${product.In_stock ? '' : 'opacity-60 grayscale'}`}
        />
        {product.Bestseller && <span className="absolute left-2 top-2 rounded-md bg-accent-400 px-1.5 py-0.5 text-[0.7rem] font-bold text-stone-900"><Trans>Bestseller</Trans></span>}
        {!product.In_stock && <span className="absolute inset-x-0 bottom-2 mx-auto w-fit rounded-full bg-stone-800/80 px-2 py-0.5 text-[0.7rem] font-semibold text-white"><Trans>Sold out</Trans></span>}
      </Link>
      <div className="mt-2.5 flex flex-1 flex-col">
        <p className="truncate text-[0.7rem] font-semibold uppercase tracking-wide text-stone-500">{product.Brand}</p>
        <Heading className="mt-0.5 text-sm font-medium leading-snug text-stone-900">
          <Link to={href} className="line-clamp-2 min-h-[2.5em] rounded hover:text-brand-800 hover:underline">
            {name}
          </Link>
        </Heading>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-stone-500">
          <FoodMark type={product.FoodType} />
          {product.Pack_Size}
        </p>
        <ProductRating product={product} className="mt-1" />
        <div className="mt-auto pt-2">
          <Price price={product.Price} mrp={product.OldPrice} discount={product.disper} size="sm" />
          {product.UnitSalePrice && (
            <p className="mt-0.5 text-[0.7rem] leading-tight text-stone-500">
              {/* Each price whole on its line: a narrow card breaks between them, never inside one. */}
              <span className="whitespace-nowrap">{unitPrice(product.UnitSalePrice)}</span>
              {/* The space outside both: the one place the line may break. */}
              {product.ComparablePrice && (
                <>
                  {' '}
                  <span className="whitespace-nowrap">· {unitPrice(product.ComparablePrice)}</span>
                </>
              )}
            </p>
          )}
          {left !== null && <p className="mt-0.5 text-xs font-semibold text-amber-800"><Trans>Only {left} left</Trans></p>}
        </div>
        <div className="mt-2.5">
          <CartControls product={product} size="sm" />
        </div>
      </div>
    </article>
  );
}
