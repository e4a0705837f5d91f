import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { Button, buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { useOrderList } from './api';
import { OrderCard } from './OrderCard';
import { OrderDetail } from './OrderDetail';
import { BuyAgain } from '../comeback';

/** docs/product.md#account-page: 5 orders per page, paged here from the full list. */
const perPage = 5;

/** A positive whole number from the address bar, or undefined. */
function positive(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
}

/** The account page's My Orders: the list, or one order when the address names it (&order=ID). */
export default function OrdersTab() {
  const [params] = useSearchParams();
  const page = positive(params.get('page')) ?? 1;
  const orderId = positive(params.get('order'));
  const listHref = `?activeTab=orders${page > 1 ? `&page=${page}` : ''}`;
  if (orderId) return <OrderDetail id={orderId} backTo={listHref} />;
  return (
    <div className="space-y-8">
      <OrderList page={page} />
      <BuyAgain limit={12} />
    </div>
  );
}

function OrderList({ page }: { page: number }) {
  const { t } = useLingui();
  const [, setParams] = useSearchParams();
  const orders = useOrderList();
  const hrefOf = (id: number) => `?activeTab=orders${page > 1 ? `&page=${page}` : ''}&order=${id}`;

  if (orders.isPending) {
    return (
      <div role="status" aria-label={t`Loading your orders`} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {orders.error instanceof ApiError && orders.error.status === 401 ? t`You need to log in to view your orders.` : orders.error.message}
      </p>
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        title={t`You have not placed any orders yet.`}
        action={
          <Link to="/shop" className={buttonClasses('primary')}>
            <Trans>Start shopping</Trans>
          </Link>
        }
      >
        <Trans>Your orders will appear here, with their status and bill.</Trans>
      </EmptyState>
    );
  }

  const pages = Math.ceil(orders.data.length / perPage);
  const current = Math.min(page, pages);
  const shown = orders.data.slice((current - 1) * perPage, current * perPage);
  const go = (p: number) => setParams(p > 1 ? { activeTab: 'orders', page: String(p) } : { activeTab: 'orders' });

  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="mb-4 text-lg font-semibold text-stone-900">
        <Trans>My Orders</Trans> <span className="text-sm font-normal text-stone-500">({orders.data.length})</span>
      </h2>
      <ul aria-label={t`Your orders`} className="space-y-3">
        {shown.map((o) => (
          <OrderCard key={o.id} order={o} detailsHref={hrefOf(o.id)} />
        ))}
      </ul>
      {pages >= 1 && (
        <nav aria-label={t`Order pages`} className="mt-5 flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={current <= 1} onClick={() => go(current - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <p className="text-sm text-stone-600" aria-live="polite">
            <Trans>
              Page {current} of {pages}
            </Trans>
          </p>
          <Button variant="secondary" disabled={current >= pages} onClick={() => go(current + 1)}>
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
