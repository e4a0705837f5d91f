import { AlertTriangle, Printer, Scissors } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminPickingList } from '@shop/contract/admin';
import { formatIndianDay, formatRupeesAsINR, substituteWords, todayInIndia } from '@shop/contract/format';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { EmptyState } from '../../../ui/EmptyState';
import { useDeliverySlots, usePickingList } from '../api/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { SkeletonRows, Table, Td, Th } from '../components/Table';
import { ShortLineDialog } from './ShortLineDialog';
import { PhoneLink } from '../components/PhoneLink';

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** /admin/picking: a day's (or one slot's) Pending orders to pack: what to pick per product, then each order; printable. */
export function PickingPage() {
  // Undefined until the shop picks a day: the server opens on the next day with orders to pick (issue 33).
  const [asked, setDay] = useState<string | undefined>(undefined);
  const [slot, setSlot] = useState<number | undefined>(undefined);
  const slots = useDeliverySlots(1);
  const list = usePickingList(asked, slot);
  const day = asked ?? list.data?.day ?? todayInIndia();
  const daySlots = (slots.data ?? []).filter((s) => s.active && s.weekday === weekdayOf(day));
  return (
    <>
      <PageHeader
        title="Picking list"
        description="What to pick for a day's or a slot's orders, then each order with the shopper's substitution choices. Mark an item short to substitute or remove it."
        actions={
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" /> Print
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
        <TextField
          label="Day"
          type="date"
          value={day}
          onChange={(e) => {
            if (e.currentTarget.value) setDay(e.currentTarget.value);
            setSlot(undefined);
          }}
        />
        <SelectField label="Slot" value={slot ?? ''} onChange={(e) => setSlot(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}>
          <option value="">The whole day</option>
          {daySlots.map((s) => (
            <option key={s.id} value={s.id}>
              {s.from}–{s.to}
            </option>
          ))}
        </SelectField>
      </div>
      {list.data && list.data.overdue.length > 0 && <OverdueOrders overdue={list.data.overdue} />}
      {list.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {list.error.message}
        </p>
      ) : list.data && list.data.orders.length === 0 ? (
        <EmptyState title="No orders to pick">No Pending order is booked for this day or slot.</EmptyState>
      ) : (
        <PickingTables list={list.data} />
      )}
    </>
  );
}

/** Orders left Pending after their slot's day: named above every day's list until they are shipped or cancelled. */
function OverdueOrders({ overdue }: { overdue: AdminPickingList['overdue'] }) {
  return (
    <section aria-labelledby="picking-overdue" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <h2 id="picking-overdue" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="size-4" />
        {overdue.length === 1 ? 'One order is overdue: its delivery day has passed' : `${overdue.length} orders are overdue: their delivery day has passed`}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {overdue.map((o) => (
          <li key={o.id}>
            <Link to={`/admin/orders/${o.id}`} className="inline-flex rounded-lg bg-white px-2.5 py-1 font-medium text-red-900 ring-1 ring-red-200 hover:bg-red-100">
              {o.tranId} · {o.customerName} · due {formatIndianDay(o.dueDay)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Which batches to take units from, earliest expiry first (decision 270): "AO260501-12 (exp 1 Feb 2027) × 3". */
function BatchWords({ batches }: { batches: AdminPickingList['products'][number]['batches'] }) {
  if (!batches.length) return null;
  return (
    <span className="block text-xs text-stone-600">
      {batches.map((b) => `Batch ${b.batchNo} (exp ${formatIndianDay(b.expiresOn)}) × ${b.qty}`).join(' · ')}
    </span>
  );
}

function PickingTables({ list }: { list: AdminPickingList | undefined }) {
  const [shorting, setShorting] = useState<{ orderId: number; tranId: string; line: AdminPickingList['orders'][number]['lines'][number] } | null>(null);
  return (
    <div className="space-y-5">
      <Panel title={list ? `To pick: ${list.slot ?? list.day}` : 'To pick'} padded={false}>
        <Table caption="Products to pick" head={<><Th>Product</Th><Th>Pack</Th><Th className="text-right">Quantity</Th><Th className="text-right">Orders</Th></>}>
          {!list ? (
            <SkeletonRows columns={4} rows={4} />
          ) : (
            list.products.map((p) => (
              <tr key={p.pid}>
                <Td className="font-medium text-stone-900">
                  {p.name}
                  <BatchWords batches={p.batches} />
                </Td>
                <Td>{p.packSize}</Td>
                <Td className="text-right text-base font-bold">{p.qty}</Td>
                <Td className="text-right">{p.orders}</Td>
              </tr>
            ))
          )}
        </Table>
      </Panel>
      {list?.orders.map((o) => (
        <Panel
          key={o.id}
          title={`${o.tranId} · ${o.customerName}`}
          actions={
            <span className="text-sm text-stone-600">
              <PhoneLink mobile={o.receiverMobile} className="mr-2" />
              {o.slot} · {o.paymentMode} · <strong>{formatRupeesAsINR(o.payable)}</strong>{' '}
              <Link to={`/admin/orders/${o.id}`} className="ml-2 font-semibold text-brand-800 underline print:hidden">
                Open
              </Link>
            </span>
          }
          padded={false}
        >
          <Table caption={`Lines of order ${o.tranId}`} head={<><Th>Product</Th><Th className="text-right">Qty</Th><Th>If short</Th><Th className="print:hidden"><span className="sr-only">Actions</span></Th></>}>
            {o.lines.map((l) => (
              <tr key={l.id}>
                <Td>
                  <span className="font-medium text-stone-900">{l.name}</span> <span className="text-stone-500">{l.packSize}</span>
                  {l.substitutedFor && <span className="block text-xs text-amber-800">Replaces {l.substitutedFor}</span>}
                  <BatchWords batches={l.batches} />
                </Td>
                <Td className="text-right font-semibold">{l.qty}</Td>
                <Td>{l.substitutedFor ? '—' : substituteWords[l.substitute]}</Td>
                <Td className="text-right print:hidden">
                  <Button size="sm" variant="secondary" onClick={() => setShorting({ orderId: o.id, tranId: o.tranId, line: l })} aria-label={`Mark ${l.name} short in order ${o.tranId}`}>
                    <Scissors aria-hidden className="size-4" /> Short
                  </Button>
                </Td>
              </tr>
            ))}
          </Table>
        </Panel>
      ))}
      {shorting && <ShortLineDialog {...shorting} onClose={() => setShorting(null)} />}
    </div>
  );
}
