import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminStockBatchInput, minimumDaysLeft, type AdminStockBatchInput } from '@shop/contract/admin';
import { formatIndianDay } from '@shop/contract/format';
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-stone-500">{batches.isPending ? 'Loading…' : 'No batches recorded: stock is counted without them.'}</p>
      )}
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
