import { Trans, useLingui } from '@lingui/react/macro';
import type { addressInput, ShippingAddress } from '@shop/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { addressSaveError, useSaveAddress } from '../addresses';
import { usePlaceNames } from '../../i18n/format';
import { lazyZodResolver } from '../../lib/lazyResolver';

type FormInput = z.input<typeof addressInput>;
type FormOutput = z.output<typeof addressInput>;

// The address rules (and zod) load when the form is first focused or checked, not with checkout (decision 139).
const resolver = lazyZodResolver<FormInput, FormOutput>(() => import('@shop/contract/addresses').then((m) => m.addressInput));

/**
 * The selected address's billing fields, editable in place (docs/product.md#checkout-page: Address Title, Address1, Address2, Postcode/Zip,
 * Location); state and city stay as saved. `onDirtyChange` tells the page about unsaved edits.
 */
export function BillingFields({ address, onDirtyChange }: { address: ShippingAddress; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useLingui();
  const save = useSaveAddress();
  const places = usePlaceNames();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: { ...address } });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { kid: address.kid, AddressTitle: values.AddressTitle, AddressLine1: values.AddressLine1, AddressLine2: values.AddressLine2, Landmark: values.Landmark, StateID: values.StateID, CityID: values.CityID, PinCode: values.PinCode },
      {
        onSuccess: (reply) => {
          toast.success(t`Address updated successfully!`);
          reset({ ...reply.data });
        },
        onError: (error) => toast.error(addressSaveError(error, true)),
      },
    ),
  );

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label={t`Billing details`} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2">
      <TextField label={t`Address Title`} required maxLength={60} error={errors.AddressTitle?.message} {...register('AddressTitle')} />
      <TextField label={t`Postcode/Zip`} required inputMode="numeric" maxLength={6} autoComplete="postal-code" error={errors.PinCode?.message} {...register('PinCode')} />
      <TextField label={t`Address1`} required maxLength={200} autoComplete="address-line1" error={errors.AddressLine1?.message} {...register('AddressLine1')} />
      <TextField label={t`Address2`} required maxLength={200} autoComplete="address-line2" aria-required={false} error={errors.AddressLine2?.message} {...register('AddressLine2')} />
      <div className="sm:col-span-2">
        <TextField label={t`Location`} maxLength={300} placeholder={t`A landmark, or your position on the map`} error={errors.Landmark?.message} {...register('Landmark')} />
      </div>
      <p className="text-sm text-stone-500 sm:col-span-2">
        {places.city(address.CityName)}, {places.state(address.StateName)}
      </p>
      {isDirty && (
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" busy={save.isPending}>
            <Trans>Save changes</Trans>
          </Button>
          <Button variant="secondary" onClick={() => reset()}>
            <Trans>Undo changes</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
