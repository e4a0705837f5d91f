import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { ProductGrid } from '../catalog';
import { ProductGridSkeleton, Skeleton } from '../../ui/Skeleton';
import { SectionHeader } from '../../ui/SectionHeader';
import { useBanners, useHomeProducts } from './api';
import { BannerCarousel } from './BannerCarousel';
import { FeaturesStrip } from './FeaturesStrip';
import { MorePopular } from './MorePopular';
import { ShopByCategory } from './ShopByCategory';
import { SHOP_NAME } from '../../ui/Logo';

/** For members only, in its own chunk: visitors never load it (the home page's JavaScript budget). */
const BuyAgain = lazy(() => import('../comeback/BuyAgain'));

/**
 * The home page (docs/product.md#home): banners, 5 categories, 8 products (the bestsellers of the last 30 days first),
 * 4 more popular ones (each product once), the shop's promises.
 */
export function HomePage() {
  const { t } = useLingui();
  const shop = SHOP_NAME;
  const session = useSession();
  const banners = useBanners();
  const products = useHomeProducts();
  const bestsellers = products.data?.slice(0, 8) ?? [];
  const more = products.data?.slice(8) ?? [];
  // Called bestsellers only while sales over the last 30 days make them so (decision 261).
  const selling = bestsellers.some((p) => p.Bestseller);

  return (
    <main className="mx-auto max-w-7xl space-y-10 px-3 pb-4 pt-4 sm:px-4 sm:pt-6 lg:space-y-14 lg:px-6">
      <h1 className="sr-only"><Trans>{shop}: groceries and natural products</Trans></h1>
      {banners.isPending ? (
        <Skeleton className="h-[250px] w-full rounded-2xl" />
      ) : banners.data && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} />
      ) : null}

      <ShopByCategory />

      {session && (
        <Suspense fallback={null}>
          <BuyAgain />
        </Suspense>
      )}

      <section aria-labelledby="home-bestsellers">
        <SectionHeader
          id="home-bestsellers"
          title={selling ? t`Our Bestseller Products` : t`Popular products`}
          subtitle={selling ? t`The most bought in the last 30 days come first` : undefined}
          more={{ to: '/shop', label: t`View all` }}
        />
        {products.isPending ? (
          <ProductGridSkeleton count={8} />
        ) : products.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            <Trans>We could not load our bestsellers. Please try again.</Trans>
          </p>
        ) : bestsellers.length === 0 ? (
          <p className="rounded-xl bg-white px-4 py-3 text-sm text-stone-600"><Trans>No products found!</Trans></p>
        ) : (
          <ProductGrid products={bestsellers} />
        )}
      </section>

      {more.length > 0 && <MorePopular products={more} />}

      <FeaturesStrip />

      <section aria-labelledby="home-browse-all" className="below-fold flex flex-col items-center [--below-fold-height:200px] gap-3 rounded-2xl bg-brand-800 px-6 py-8 text-center text-white sm:flex-row sm:justify-between sm:text-left">
        <div>
          <h2 id="home-browse-all" className="text-lg font-bold">
            <Trans>Everything for your kitchen, in one place</Trans>
          </h2>
          <p className="text-sm text-brand-100"><Trans>Atta, rice, dals, spices, oils, ghee, honey and natural care.</Trans></p>
        </div>
        <Link to="/shop" className="inline-flex h-12 shrink-0 items-center rounded-lg bg-accent-400 px-6 font-semibold text-stone-900 hover:bg-accent-500">
          <Trans>Shop all products</Trans>
        </Link>
      </section>
    </main>
  );
}
