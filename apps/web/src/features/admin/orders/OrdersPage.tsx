import { Link, useNavigate } from 'react-router';
import { orderStatusWords, paymentStatusWords } from '@shop/contract/format';
import { formatRupeesAsINR } from '@shop/contract/format';
import { useAdminOrders } from '../api/hooks';
import { Badge, OrderStatusBadge, PaymentStatusBadge } from '../components/Badge';
import { formatIndianMoment, todayInIndia } from '@shop/contract/format';
import { ListFooter } from '../components/ListFooter';
import { PageHeader } from '../components/PageHeader';
import { FilterSelect, SearchBox } from '../components/SearchBox';
import { EmptyRow, SkeletonRows, Table, Td, Th } from '../components/Table';
import { useListParams } from '../components/useListParams';

const PAGE_SIZE = 20;
const keys = ['status', 'payment', 'from', 'to', 'search', 'overdue'] as const;

function DateFilter({ label, value, onChange, min, max }: { label: string; value: string; onChange: (v: string) => void; min?: string; max?: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-stone-600">
      <span>{label}</span>
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-lg border border-stone-300 bg-white px-2 text-base text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
      />
    </label>
  );
}

/** Every order, newest first, by status, by day and by TranID, invoice or customer. */
export function OrdersPage() {
  const { values, page, set } = useListParams(keys);
  const orders = useAdminOrders({ ...values, page, pageSize: PAGE_SIZE });
  const navigate = useNavigate();
  const data = orders.data;
  const today = todayInIndia();
  const filtered = Object.values(values).some(Boolean);

  return (
    <>
      <PageHeader title="Orders" description="Move orders along: Pending → Shipped → Delivered, or Cancelled while not yet delivered. Each change is mailed to the customer. A UPI order ships once it is marked paid." />
      <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center gap-3 border-b border-stone-100 p-3">
          <SearchBox value={values.search} onSearch={(search) => set({ search })} label="Search orders" placeholder="TranID, invoice or customer" />
          <FilterSelect label="Status" value={values.status} onChange={(status) => set({ status })} options={[{ value: '', label: 'All' }, ...Object.entries(orderStatusWords).map(([value, label]) => ({ value, label }))]} />
          <FilterSelect label="Payment" value={values.payment} onChange={(payment) => set({ payment })} options={[{ value: '', label: 'All' }, ...Object.entries(paymentStatusWords).map(([value, label]) => ({ value, label }))]} />
          <DateFilter label="From" value={values.from} max={values.to || today} onChange={(from) => set({ from })} />
          <DateFilter label="To" value={values.to} min={values.from || undefined} max={today} onChange={(to) => set({ to })} />
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <input type="checkbox" checked={values.overdue === 'true'} onChange={(e) => set({ overdue: e.target.checked ? 'true' : '' })} className="size-4 accent-brand-700" />
            Overdue only
          </label>
          {filtered && (
            <button type="button" onClick={() => set({ status: '', payment: '', from: '', to: '', search: '', overdue: '' })} className="text-sm font-medium text-brand-700 hover:underline">
              Clear filters
            </button>
          )}
        </div>
        <Table
          caption="Orders"
          head={
            <>
              <Th>Order</Th>
              <Th>Customer</Th>
              <Th className="hidden lg:table-cell">Placed</Th>
              <Th className="text-right">Items</Th>
              <Th className="text-right">Payable</Th>
              <Th>Status</Th>
              <Th>Payment</Th>
            </>
          }
        >
          {orders.isPending ? (
            <SkeletonRows columns={7} />
          ) : orders.isError ? (
            <EmptyRow columns={7}>{orders.error.message}</EmptyRow>
          ) : !data?.items.length ? (
            <EmptyRow columns={7}>{filtered ? 'No orders match these filters.' : 'No orders yet.'}</EmptyRow>
          ) : (
            data.items.map((o) => (
              <tr key={o.id} className={`cursor-pointer hover:bg-stone-50 ${orders.isPlaceholderData ? 'opacity-60' : ''}`} onClick={() => navigate(`/admin/orders/${o.id}`)}>
                <Td>
                  <Link to={`/admin/orders/${o.id}`} className="whitespace-nowrap font-medium text-stone-900 hover:underline" onClick={(e) => e.stopPropagation()}>
                    {o.tranId}
                  </Link>
                  <p className="text-xs text-stone-500 lg:hidden">{formatIndianMoment(o.placedAt)}</p>
                </Td>
                <Td>
                  <p className="max-w-[14rem] truncate">{o.customerName}</p>
                  <p className="max-w-[14rem] truncate text-xs text-stone-500">{o.customerEmail ?? 'no e-mail'}</p>
                </Td>
                <Td className="hidden whitespace-nowrap text-stone-600 lg:table-cell">{formatIndianMoment(o.placedAt)}</Td>
                <Td className="text-right tabular-nums">{o.itemCount}</Td>
                <Td className="text-right font-medium tabular-nums">{formatRupeesAsINR(o.payable)}</Td>
                <Td>
                  <span className="flex flex-wrap items-center gap-1">
                    <OrderStatusBadge status={o.status} name={o.statusName} />
                    {o.overdue && <Badge tone="red">Overdue</Badge>}
                  </span>
                </Td>
                <Td>
                  <PaymentStatusBadge status={o.paymentStatus} name={o.paymentStatusName} />
                  {o.paymentMode === 'UPI' && <p className="mt-0.5 text-xs text-stone-500">UPI</p>}
                </Td>
              </tr>
            ))
          )}
        </Table>
        {data && <ListFooter page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => set({ page: p })} noun="orders" />}
      </div>
    </>
  );
}
