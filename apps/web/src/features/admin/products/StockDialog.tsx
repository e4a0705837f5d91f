import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminStockAdjustInput, type AdminProductDetail, type AdminStockAdjustInput } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/Field';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';

const reasons = ['New delivery', 'Stock count correction', 'Damaged or expired', 'Returned by a customer'];

/** Adds or removes units with the reason, kept in the audit log. */
export function StockDialog({ product, open, onOpenChange }: { product: AdminProductDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const adjust = useAdminMutation((body: AdminStockAdjustInput) => call('adminAdjustStock', { params: { id: product.id }, body }), { refresh: ['products'] });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AdminStockAdjustInput>({ resolver: zodResolver(adminStockAdjustInput), defaultValues: { change: undefined as unknown as number, reason: '' } });
  const change = watch('change');
  const after = Number.isFinite(change) ? product.stock + change : product.stock;

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const onSubmit = handleSubmit((input) => adjust.mutate(input, { onSuccess: () => close(false) }));

  return (
    <Modal open={open} onOpenChange={close} title={`Adjust stock of ${product.name}`} description={`${product.stock} in stock now. Add units with a positive number, remove them with a negative one.`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Change (units)" type="number" inputMode="numeric" step={1} required placeholder="e.g. 24 or -3" error={errors.change?.message} {...register('change', { valueAsNumber: true })} />
        <div className="space-y-2">
          <TextField label="Reason" required error={errors.reason?.message} {...register('reason')} />
          <div className="flex flex-wrap gap-2">
            {reasons.map((r) => (
              <button key={r} type="button" onClick={() => setValue('reason', r, { shouldValidate: true })} className="rounded-full border border-stone-300 px-3 py-1 text-xs text-stone-700 hover:bg-stone-100">
                {r}
              </button>
            ))}
          </div>
        </div>
        <p className={`text-sm ${after < 0 ? 'text-red-600' : 'text-stone-600'}`} aria-live="polite">
          Stock after the change: <strong className="tabular-nums">{after}</strong>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={adjust.isPending}>
            Save the change
          </Button>
        </div>
      </form>
    </Modal>
  );
}
