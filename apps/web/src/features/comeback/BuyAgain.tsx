// The comeback feature's texts are beyond the first page's English.
import '../../i18n/catalogs/english-rest';
// "Buy again" (GET /api/buyagain): what the member bought before, most often and most recently first. On the home page
// above the bestsellers and on the account page; loaded lazily, for members only, and nothing shows before a first
// order.
import { useLingui } from '@lingui/react/macro';
import { ProductGrid } from '../catalog';
import { ProductGridSkeleton } from '../../ui/Skeleton';
import { SectionHeader } from '../../ui/SectionHeader';
import { useBuyAgain } from './api';

export default function BuyAgain({ limit = 8 }: { limit?: number }) {
  const { t } = useLingui();
  const list = useBuyAgain();
  if (list.isPending) return <ProductGridSkeleton count={4} />;
  if (list.isError || list.data.length === 0) return null;
  return (
    <section aria-labelledby="buy-again">
      <SectionHeader id="buy-again" title={t`Buy again`} subtitle={t`What you ordered before, ready to add to your cart`} />
      <ProductGrid products={list.data.slice(0, limit)} />
    </section>
  );
}
