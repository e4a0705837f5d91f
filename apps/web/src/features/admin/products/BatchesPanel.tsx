import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { adminStockBatchInput, minimumDaysLeft, type AdminStockBatchInput } from '@shop/contract/admin';
import { formatIndianDay, formatIndianMoment, mobileHref } from '@shop/contract/format';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { call } from '../../../lib/api';
import { useAdminMutation, useAdminQuery } from '../api/client';
import { Panel } from '../components/Panel';

/**
 * A product's batches (decision 270): each with its expiry, what is left and the last day it may be dispatched, and
 * a form to record one received; its units are added to stock. Earliest expiry first, as they are picked.
 */
export function BatchesPanel({ productId }: { productId: number }) {
  const batches = useAdminQuery(['batches', productId], 'adminStockBatches', { params: { id: productId } });
  const record = useAdminMutation((body: AdminStockBatchInput) => call('adminRecordStockBatch', { params: { id: productId }, body }), { refresh: ['batches', 'products'] });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<AdminStockBatchInput>({ resolver: zodResolver(adminStockBatchInput), defaultValues: { batchNo: '', packedOn: '', expiresOn: '', quantity: undefined as unknown as number } });
  const [packedOn, expiresOn] = watch(['packedOn', 'expiresOn']);
  const rule = packedOn && expiresOn && expiresOn > packedOn ? minimumDaysLeft(packedOn, expiresOn) : null;
  const onSubmit = handleSubmit((input) => record.mutate(input, { onSuccess: () => reset() }));
  const rows = batches.data?.batches ?? [];
  const [recall, setRecall] = useState<number | null>(null);

  return (
    <Panel title="Batches">
      <p className="-mt-1 mb-3 text-sm text-stone-600">
        Picked earliest expiry first. A batch is dispatched only while it has 30% of its shelf life left, or 45 days, whichever is less; after that its units are written off from stock.
      </p>
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase text-stone-500">
              <tr>
                <th className="py-1 pr-3 font-medium">Batch</th>
                <th className="py-1 pr-3 font-medium">Packed</th>
                <th className="py-1 pr-3 font-medium">Expires</th>
                <th className="py-1 pr-3 font-medium">Dispatch until</th>
                <th className="py-1 pr-3 text-right font-medium">Left</th>
                <th className="py-1 font-medium">
                  <span className="sr-only">Who received it</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id} className={`border-t border-stone-100 ${b.dispatchable ? '' : 'text-stone-400'}`}>
                  <td className="py-1.5 pr-3 font-mono">{b.batchNo}</td>
                  <td className="py-1.5 pr-3">{formatIndianDay(b.packedOn)}</td>
                  <td className="py-1.5 pr-3">{formatIndianDay(b.expiresOn)}</td>
                  <td className="py-1.5 pr-3">{b.dispatchable ? formatIndianDay(b.dispatchUntil) : 'Not dispatched'}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">
                    {b.quantityLeft} / {b.quantityReceived}
                    {b.writtenOffQty > 0 && <span className="block text-xs text-red-600">{b.writtenOffQty} written off</span>}
                  </td>
                  <td className="py-1.5 text-right">
                    <Button variant="secondary" size="sm" className="whitespace-nowrap" aria-expanded={recall === b.id} onClick={() => setRecall(recall === b.id ? null : b.id)}>
                      Who has it
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-stone-500">{batches.isPending ? 'Loading…' : 'No batches recorded: stock is counted without them.'}</p>
      )}
      {recall !== null && <BatchRecipients productId={productId} batchId={recall} />}
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3 border-t border-stone-100 pt-4 sm:grid-cols-2">
        <TextField label="Batch number" required placeholder="e.g. AO261101-12" error={errors.batchNo?.message} {...register('batchNo')} />
        <TextField label="Quantity (units)" type="number" inputMode="numeric" min={1} step={1} required error={errors.quantity?.message} {...register('quantity', { valueAsNumber: true })} />
        <TextField label="Packed on" type="date" required error={errors.packedOn?.message} {...register('packedOn')} />
        <TextField
          label="Expiry date"
          type="date"
          required
          error={errors.expiresOn?.message}
          hint={rule === null ? 'Use by or best before, as printed.' : `Dispatched while at least ${rule} days are left.`}
          {...register('expiresOn')}
        />
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <Button type="submit" busy={record.isPending}>
            Record batch
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * Every order that received units of a batch (decision 282), for a recall: who to call or write to, and how many
 * units each took. A shipped order cancelled since gave its units back and is not listed.
 */
function BatchRecipients({ productId, batchId }: { productId: number; batchId: number }) {
  const recipients = useAdminQuery(['batches', productId, 'orders', batchId], 'adminBatchRecipients', { params: { id: productId, batch: batchId } });
  const r = recipients.data;
  if (!r) return <p className="mt-3 text-sm text-stone-500">{recipients.isError ? 'This batch could not be read.' : 'Loading…'}</p>;
  return (
    <section aria-label={`Who received batch ${r.batchNo}`} className="mt-4 rounded-xl bg-stone-50 p-3 text-sm">
      <h3 className="font-semibold">
        Batch <span className="font-mono">{r.batchNo}</span> of {r.product}: {r.units} unit{r.units === 1 ? '' : 's'} delivered in {r.orders.length} order{r.orders.length === 1 ? '' : 's'}
      </h3>
      {r.orders.length ? (
        <ul className="mt-2 divide-y divide-stone-200">
          {r.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
              <span>
                <Link to={`/admin/orders/${o.id}`} className="font-medium text-brand-800 underline">
                  {o.tranId}
                </Link>{' '}
                {o.customerName}
                {o.city ? `, ${o.city}` : ''}
              </span>
              <span className="text-stone-600">
                {o.mobile && <a href={mobileHref(o.mobile)} className="underline">{o.mobile}</a>}
                {o.mobile && o.customerEmail ? ' · ' : ''}
                {o.customerEmail && <a href={`mailto:${o.customerEmail}`} className="underline">{o.customerEmail}</a>}
              </span>
              <span className="w-full text-xs text-stone-500">
                {o.qty} unit{o.qty === 1 ? '' : 's'}, shipped {formatIndianMoment(o.shippedAt)} · {o.statusName}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-stone-600">No order has received this batch yet.</p>
      )}
    </section>
  );
}
