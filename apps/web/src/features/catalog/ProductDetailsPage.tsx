import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ComponentType } from 'react';
import { BadgeCheck, Leaf, Truck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { productPictureSizes } from '@shop/contract/pages';
import { CartControls } from '../cart';
import { PinCodeCheck } from '../delivery';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Breadcrumb, type Crumb } from '../../ui/Breadcrumb';
import { SafeImage } from '../../ui/SafeImage';
import { Skeleton } from '../../ui/Skeleton';
import { useCategoryName, useProduct } from './api';
import { useLocalName, useUnitPrice } from '../../i18n/format';
import { isNotFound, parseId } from './messages';
import { ProductInfoTabs } from './ProductInfoTabs';
import { ProductDeclarations } from './ProductDeclarations';
import { FoodLabel } from './FoodLabel';
import { ProductRating } from './ProductRating';
import { ProductReviews } from './ProductReviews';
import { FoodMark } from '../../ui/FoodMark';
import { RelatedProducts } from './RelatedProducts';
import { ProductNotFound } from './NotFound';
import { useFreeDeliveryPromise } from '../company';


/**
 * /product/{productId}: picture, name with its veg / non-veg mark, brand, prices with the MRP and unit sale price, pack
 * size, cart controls, the declarations, the two tabs and more from its category. `notifyMe`: what an out-of-stock
 * product offers (the comeback feature's, given by the route, so the catalogue does not depend on it).
 */
export default function ProductDetailsPage({ notifyMe: NotifyMe }: { notifyMe?: ComponentType<{ productId: number; name: string }> }) {
  const { t } = useLingui();
  const local = useLocalName();
  const perUnit = useUnitPrice();
  const categoryName = useCategoryName();
  const id = parseId(useParams().productId);
  const { data: product, isPending, isError, error } = useProduct(id);
  const freeDelivery = useFreeDeliveryPromise();

  if (id === undefined || isNotFound(error)) return <ProductNotFound />;

  if (isError) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-10">
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {error.message}
        </p>
      </main>
    );
  }

  if (isPending) return <ProductDetailsSkeleton />;

  const name = local(product.Name, product.HindiName);
  const crumbs: Crumb[] = [{ label: t`Home`, to: '/' }];
  if (product.ParentCatId && product.ParentCatName) crumbs.push({ label: categoryName(product.ParentCatId, product.ParentCatName), to: `/category/${product.ParentCatId}` });
  crumbs.push({ label: categoryName(product.CatId, product.CatName), to: `/subcategory/${product.CatId}` }, { label: name });
  const discounted = product.OldPrice > product.Price && product.discountper !== '0%';
  const discount = product.discountper;
  const left = product.StockLeft;
  const unitPrice = product.UnitSalePrice && perUnit(product.UnitSalePrice);
  const comparable = product.ComparablePrice && perUnit(product.ComparablePrice);
  const minimum = product.OrderMinimumQuantity;
  const origin = local(product.Origin, product.HindiOrigin) || t`India`;
  const pack = product.Pack_Size;
  const mrp = formatRupeesAsINR(product.OldPrice);

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <Breadcrumb items={crumbs} />
      <article className="mt-3 grid gap-6 rounded-3xl border border-stone-200 bg-white p-4 sm:p-6 md:grid-cols-2 lg:gap-12 lg:p-8">
        <div className="relative">
          <SafeImage
            src={product.Img}
            alt={name}
            width={560}
            height={560}
            sizes={productPictureSizes.productPage}
            fetchPriority="high"
            className={`aspect-square w-full rounded-2xl bg-stone-50 object-cover ${product.In_stock ? '' : 'opacity-70 grayscale'}`}
          />
          {discounted && <span className="absolute left-3 top-3 rounded-lg bg-brand-700 px-2.5 py-1 text-sm font-bold text-white"><Trans>{discount} OFF</Trans></span>}
        </div>
        <div className="flex flex-col">
          <Link to={`/search?search=${encodeURIComponent(product.Brand)}`} className="w-fit text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline">
            {product.Brand}
          </Link>
          <div className="mt-1 flex items-start gap-2.5">
            <h1 className="text-2xl font-bold leading-tight tracking-tight text-stone-900 sm:text-3xl">{name}</h1>
            <FoodMark type={product.FoodType} size="md" className="mt-1.5 sm:mt-2" />
          </div>
          <ProductRating product={product} className="mt-2 text-sm" />
          <p className="mt-2 text-sm text-stone-500">
            <Trans>Pack size: <span className="font-semibold text-stone-800">{pack}</span></Trans>
          </p>

          <div className="mt-5 border-t border-stone-100 pt-5">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-3xl font-bold text-stone-900">{formatRupeesAsINR(product.Price)}</span>
              {discounted && <span className="rounded-md bg-brand-50 px-2 py-0.5 text-sm font-bold text-brand-800"><Trans>{discount} off</Trans></span>}
            </p>
            <p className="mt-1 text-sm text-stone-600">
              <Trans>MRP <span className={discounted ? 'line-through' : ''}>{mrp}</span> (inclusive of all taxes)</Trans>
            </p>
            {unitPrice && <p className="mt-0.5 text-sm text-stone-600"><Trans>Unit sale price: {unitPrice}</Trans></p>}
            {comparable && <p className="mt-0.5 text-sm text-stone-600"><Trans>To compare: {comparable}</Trans></p>}
          </div>

          <div className="mt-5 sm:max-w-xs">
            <CartControls product={product} />
          </div>
          {left !== null && <p className="mt-2 text-sm font-semibold text-amber-800"><Trans>Only {left} left</Trans></p>}
          {!product.In_stock && NotifyMe && (
            <Suspense fallback={null}>
              <NotifyMe productId={product.Id} name={name} />
            </Suspense>
          )}
          {!product.In_stock && (
            <p className="mt-2 text-sm">
              <a href="#related-title" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                <Trans>See what is in stock instead</Trans>
              </a>
            </p>
          )}
          {product.OrderMinimumQuantity > 1 && product.In_stock && (
            <p className="mt-2 text-sm text-stone-600"><Trans>Sold in sets of at least {minimum}.</Trans></p>
          )}

          <section aria-labelledby="check-delivery" className="mt-6 rounded-2xl border border-stone-200 p-4">
            <h2 id="check-delivery" className="mb-2 text-sm font-semibold text-stone-900">
              <Trans>Check delivery to your pin code</Trans>
            </h2>
            <PinCodeCheck />
          </section>

          <ul className="mt-6 grid gap-3 rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">
            {freeDelivery && (
              <li className="flex items-center gap-3">
                <Truck aria-hidden className="size-5 shrink-0 text-brand-700" /> {freeDelivery}
              </li>
            )}
            <li className="flex items-center gap-3">
              <BadgeCheck aria-hidden className="size-5 shrink-0 text-brand-700" /> <Trans>Pay by UPI when you order, or in cash on delivery</Trans>
            </li>
            <li className="flex items-center gap-3">
              <Leaf aria-hidden className="size-5 shrink-0 text-brand-700" /> <Trans>Origin: {origin}</Trans>
            </li>
          </ul>
          <ProductDeclarations product={product} />
          <FoodLabel product={product} />
        </div>
      </article>

      <section aria-label={t`About this product`} className="below-fold mt-6 rounded-3xl border border-stone-200 bg-white px-4 [--below-fold-height:260px] sm:px-6 lg:px-8">
        <ProductInfoTabs product={product} />
      </section>

      <ProductReviews product={product} />

      <RelatedProducts catId={product.CatId} catName={product.CatName} excludeId={product.Id} inStockOnly={!product.In_stock} />
    </main>
  );
}

function ProductDetailsSkeleton() {
  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        <Trans>Loading product...</Trans>
      </p>
      <Skeleton className="h-4 w-64" />
      <div className="mt-3 grid gap-6 rounded-3xl border border-stone-200 bg-white p-4 sm:p-6 md:grid-cols-2 lg:gap-12 lg:p-8">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="space-y-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-6 h-9 w-40" />
          <Skeleton className="mt-6 h-10 w-64" />
        </div>
      </div>
    </main>
  );
}
