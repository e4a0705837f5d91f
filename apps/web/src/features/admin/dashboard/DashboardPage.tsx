import { AlertTriangle, IndianRupee, Inbox, PackageX, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { lowStockThreshold } from '@shop/contract/admin';
import { formatRupeesAsINR } from '@shop/contract/format';
import { SafeImage } from '../../../ui/SafeImage';
import { Skeleton } from '../../../ui/Skeleton';
import { useDashboard } from '../api/hooks';
import { Badge, OrderStatusBadge, StockBadge } from '../components/Badge';
import { formatIndianMoment } from '@shop/contract/format';
import { LoadBoundary } from '../components/LoadBoundary';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';

const SalesChart = lazy(() => import('./SalesChart'));

function Stat({ label, value, icon, to, tone = 'green' }: { label: string; value: ReactNode; icon: ReactNode; to?: string; tone?: 'green' | 'amber' | 'red' }) {
  const colour = tone === 'green' ? 'bg-brand-100 text-brand-700' : tone === 'amber' ? 'bg-amber-100 text-amber-700' : 'bg-red-100 text-red-700';
  const body = (
    <>
      <span className={`grid size-10 shrink-0 place-items-center rounded-lg ${colour}`}>{icon}</span>
      <span className="min-w-0">
        <span className="block text-xs font-medium uppercase tracking-wide text-stone-500">{label}</span>
        <span className="block truncate text-xl font-bold tabular-nums text-stone-900">{value}</span>
      </span>
    </>
  );
  const box = 'flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm';
  return to ? (
    <Link to={to} className={`${box} hover:border-brand-300 hover:shadow`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** The day at a glance: today's orders and takings, 30 days of sales, what waits to be shipped and what runs out. */
export function DashboardPage() {
  const { data, isPending, isError, error } = useDashboard();
  const last30 = data?.days.reduce((sum, d) => ({ orders: sum.orders + d.orders, revenue: sum.revenue + d.revenue }), { orders: 0, revenue: 0 });

  return (
    <>
      <PageHeader title="Dashboard" description="Today in the shop (Indian time); cancelled orders are not counted, and revenue counts paid and cash-on-delivery orders only (not UPI still awaiting payment)." />
      {isError && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {error.message}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {isPending ? (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-[4.5rem]" />)
        ) : data ? (
          <>
            <Stat label="Orders today" value={data.today.orders} icon={<ShoppingBag aria-hidden className="size-5" />} to="/admin/orders" />
            <Stat label="Revenue today" value={formatRupeesAsINR(data.today.revenue)} icon={<IndianRupee aria-hidden className="size-5" />} />
            {data.overdueCount > 0 ? (
              <Stat label="Overdue" value={`${data.overdueCount} of ${data.pendingCount} waiting`} icon={<AlertTriangle aria-hidden className="size-5" />} to="/admin/orders?overdue=true" tone="red" />
            ) : (
              <Stat label="Waiting to ship" value={data.pendingCount} icon={<AlertTriangle aria-hidden className="size-5" />} to="/admin/orders?status=1" tone={data.pendingCount ? 'amber' : 'green'} />
            )}
            <Stat label="Low or out of stock" value={data.lowStockCount} icon={<PackageX aria-hidden className="size-5" />} to="/admin/products?stock=low" tone={data.lowStockCount ? 'red' : 'green'} />
          </>
        ) : null}
      </div>

      <Panel
        title="Last 30 days"
        className="mt-5"
        actions={last30 && <p className="text-sm text-stone-600">{`${last30.orders.toLocaleString('en-IN')} orders · ${formatRupeesAsINR(last30.revenue)}`}</p>}
      >
        {data ? (
          <LoadBoundary what="chart">
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <SalesChart days={data.days} />
            </Suspense>
          </LoadBoundary>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </Panel>

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <Panel title="Orders waiting to ship" padded={false} actions={<Link to="/admin/orders?status=1" className="text-sm font-medium text-brand-700 hover:underline">All waiting orders</Link>}>
          {isPending ? (
            <div className="space-y-3 p-4">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-10" />)}</div>
          ) : !data?.waiting.length ? (
            <p className="p-6 text-center text-sm text-stone-500">Nothing waiting: every order has been shipped.</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {data.waiting.map((o) => (
                <li key={o.id}>
                  <Link to={`/admin/orders/${o.id}`} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-stone-50">
                    <span className="min-w-0">
                      <span className="block font-medium text-stone-900">{o.tranId}</span>
                      <span className="block truncate text-xs text-stone-500">
                        {o.customerName} · {formatIndianMoment(o.placedAt)}
                      </span>
                    </span>
                    <span className="flex items-center gap-3">
                      <span className="font-semibold tabular-nums">{formatRupeesAsINR(o.payable)}</span>
                      {o.overdue && <Badge tone="red">Overdue</Badge>}
                      <OrderStatusBadge status={o.status} name={o.statusName} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title={`Running low (${lowStockThreshold} or fewer)`} padded={false} actions={<Link to="/admin/products?stock=low" className="text-sm font-medium text-brand-700 hover:underline">See all</Link>}>
          {isPending ? (
            <div className="space-y-3 p-4">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-10" />)}</div>
          ) : !data?.lowStock.length ? (
            <p className="p-6 text-center text-sm text-stone-500">Every product has more than {lowStockThreshold} in stock.</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {data.lowStock.map((p) => (
                <li key={p.id}>
                  <Link to={`/admin/products/${p.id}`} className="flex items-center gap-3 px-4 py-2.5 hover:bg-stone-50">
                    <SafeImage src={p.image} alt="" className="size-10 shrink-0 rounded-md border border-stone-100 object-contain" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-stone-900">{p.name}</span>
                      <span className="block text-xs text-stone-500">{p.packSize}</span>
                    </span>
                    <StockBadge stock={p.stock} minQty={p.minQty} low={lowStockThreshold} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      {data && data.unreadMessages > 0 && (
        <Link to="/admin/messages?unread=true" className="mt-5 flex items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 hover:bg-sky-100">
          <Inbox aria-hidden className="size-5" />
          {data.unreadMessages === 1 ? 'One contact message is waiting to be read.' : `${data.unreadMessages} contact messages are waiting to be read.`}
        </Link>
      )}
    </>
  );
}
