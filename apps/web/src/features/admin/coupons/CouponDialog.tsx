import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { adminCouponInput, type AdminCoupon, type AdminCouponInput } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { CheckboxField } from '../components/CheckboxField';
import { hindiTextHint } from '../products/productForm';

/** An ISO time as the value of a datetime-local field (the browser's own time, Indian time for the shop). */
function toLocalInput(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const toIso = (local: string | null) => (local ? new Date(local).toISOString() : null);
const orNull = (v: unknown) => (v === '' || v === null || v === undefined || Number.isNaN(v) ? null : Number(v));
const orNullText = (v: unknown) => (v === '' || v === null || v === undefined ? null : String(v));

const blank: AdminCouponInput = { code: '', description: '', hindiDescription: '', kind: 'percent', value: 10, minOrder: 0, maxDiscount: null, startsAt: null, expiresAt: null, usageLimit: null, perMemberLimit: 1, firstOrderOnly: false, isActive: true };

/** Creates or edits a coupon: its descriptions (English, Hindi), percent (with an optional cap) or flat rupees, minimum order, dates and limits. */
export function CouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const save = useAdminMutation(
    (input: AdminCouponInput) => {
      const body = { ...input, startsAt: toIso(input.startsAt), expiresAt: toIso(input.expiresAt) };
      return coupon ? call('adminUpdateCoupon', { params: { id: coupon.id }, body }) : call('adminCreateCoupon', { body });
    },
    { refresh: ['coupons'] },
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AdminCouponInput>({
    resolver: zodResolver(adminCouponInput) as Resolver<AdminCouponInput>,
    defaultValues: coupon ? { ...coupon, hindiDescription: coupon.hindiDescription ?? '', startsAt: toLocalInput(coupon.startsAt), expiresAt: toLocalInput(coupon.expiresAt) } : blank,
  });
  const kind = watch('kind');
  const num = { valueAsNumber: true } as const;

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'} size="lg">
      <form onSubmit={handleSubmit((input) => save.mutate(input, { onSuccess: onClose }))} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Code" required autoCapitalize="characters" className="font-mono uppercase" hint="What shoppers type, such as MONSOON15." error={errors.code?.message} {...register('code')} />
          <TextField label="Description" hint="Shown to the shopper with the discount." error={errors.description?.message} {...register('description')} />
          <TextField label="Hindi description" lang="hi" maxLength={200} hint={hindiTextHint} error={errors.hindiDescription?.message} {...register('hindiDescription')} />
          <SelectField label="Kind" error={errors.kind?.message} {...register('kind')}>
            <option value="percent">Percent off</option>
            <option value="flat">Rupees off</option>
          </SelectField>
          <TextField label={kind === 'percent' ? 'Percent off' : 'Rupees off (₹)'} type="number" inputMode="decimal" step={kind === 'percent' ? 1 : 0.01} required error={errors.value?.message} {...register('value', num)} />
          <TextField label="Minimum order (₹)" type="number" inputMode="decimal" step="0.01" min={0} error={errors.minOrder?.message} {...register('minOrder', num)} />
          {kind === 'percent' && (
            <TextField label="Largest discount (₹)" type="number" inputMode="decimal" step="0.01" hint="Leave empty for no cap." error={errors.maxDiscount?.message} {...register('maxDiscount', { setValueAs: orNull })} />
          )}
          <TextField label="Starts" type="datetime-local" hint="Leave empty to start now." error={errors.startsAt?.message} {...register('startsAt', { setValueAs: orNullText })} />
          <TextField label="Expires" type="datetime-local" hint="Leave empty to never expire." error={errors.expiresAt?.message} {...register('expiresAt', { setValueAs: orNullText })} />
          <TextField label="Uses in all" type="number" inputMode="numeric" min={1} hint="Leave empty for no limit." error={errors.usageLimit?.message} {...register('usageLimit', { setValueAs: orNull })} />
          <TextField label="Uses per member" type="number" inputMode="numeric" min={1} required error={errors.perMemberLimit?.message} {...register('perMemberLimit', num)} />
        </div>
        <CheckboxField label="First order only" hint="Only a member with no order yet (cancelled ones aside) can use it." {...register('firstOrderOnly')} />
        <CheckboxField label="Active" hint="A disabled coupon is refused at checkout." {...register('isActive')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {coupon ? 'Save changes' : 'Create coupon'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
