import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressInput, type ShippingAddress } from '@shop/contract';
import { ExternalLink, LocateFixed } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { addressSaveError } from './addressMessages';
import { useCities, useSaveAddress, useStates } from './api';
import { useDeviceLocation } from './useDeviceLocation';
import { usePlaceNames } from '../../i18n/format';
import { useSession } from '../../lib/session';
import { formatMobile } from '@shop/contract/format';

type FormInput = z.input<typeof addressInput>;
type FormOutput = z.output<typeof addressInput>;

/**
 * The Add New Address / Edit Address dialog of the checkout and the account page. `address` null adds one (kid 0);
 * `onSaved` receives the address as the server saved it, so the caller can select it.
 */
export function AddressFormModal({ open, onOpenChange, address, onSaved }: { open: boolean; onOpenChange: (open: boolean) => void; address: ShippingAddress | null; onSaved?: (saved: ShippingAddress) => void }) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={address ? t`Edit Address` : t`Add New Address`} size="lg">
      {open && (
        <AddressForm
          key={address?.kid ?? 0}
          address={address}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      )}
    </Modal>
  );
}

function AddressForm({ address, onCancel, onSaved }: { address: ShippingAddress | null; onCancel: () => void; onSaved: (saved: ShippingAddress) => void }) {
  const { t } = useLingui();
  const editing = Boolean(address);
  const save = useSaveAddress();
  const states = useStates();
  const places = usePlaceNames();
  const session = useSession();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addressInput),
    defaultValues: {
      kid: address?.kid ?? 0,
      AddressTitle: address?.AddressTitle ?? '',
      AddressLine1: address?.AddressLine1 ?? '',
      AddressLine2: address?.AddressLine2 ?? '',
      Landmark: address?.Landmark ?? '',
      // 0 stands for "not chosen yet", which the schema refuses with 'Please choose a state.' / 'Please choose a city.'.
      StateID: address?.StateID ?? 0,
      CityID: address?.CityID ?? 0,
      PinCode: address?.PinCode ?? '',
      // Who takes the order at the door: the member and their number unless the address names someone else.
      ReceiverName: address ? address.ReceiverName : (session?.memberName ?? ''),
      ReceiverMobile: address ? formatMobile(address.ReceiverMobile) : formatMobile(session?.mobile ?? ''),
    },
  });
  const stateId = Number(useWatch({ control, name: 'StateID' })) || undefined;
  const landmark = String(useWatch({ control, name: 'Landmark' }) ?? '');
  const cities = useCities(stateId);
  const { locate, locating } = useDeviceLocation((link) => setValue('Landmark', link, { shouldDirty: true, shouldValidate: true }));

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { kid: values.kid, AddressTitle: values.AddressTitle, AddressLine1: values.AddressLine1, AddressLine2: values.AddressLine2, Landmark: values.Landmark, StateID: values.StateID, CityID: values.CityID, PinCode: values.PinCode, ReceiverName: values.ReceiverName ?? '', ReceiverMobile: values.ReceiverMobile ?? '' },
      {
        onSuccess: (reply) => {
          // The server's words: saved or updated, with a warning when the shop does not deliver to its pin code (pickup still works).
          toast.success(reply.msg, { duration: reply.msg.length > 40 ? 8000 : undefined });
          onSaved(reply.data);
        },
        onError: (error) => toast.error(addressSaveError(error, editing)),
      },
    );
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t`Address Title`} required placeholder={t`Home, Office, Parents' home`} autoComplete="off" maxLength={60} error={errors.AddressTitle?.message} {...register('AddressTitle')} />
      <TextField label={t`Address Line 1`} required placeholder={t`House or flat number, building, street`} autoComplete="address-line1" maxLength={200} error={errors.AddressLine1?.message} {...register('AddressLine1')} />
      <TextField label={t`Address Line 2`} placeholder={t`Area, locality`} autoComplete="address-line2" maxLength={200} error={errors.AddressLine2?.message} {...register('AddressLine2')} />
      <div className="space-y-1.5">
        <TextField label={t`Location`} placeholder={t`A landmark, or your position on the map`} maxLength={300} error={errors.Landmark?.message} {...register('Landmark')} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Button variant="ghost" size="sm" busy={locating} onClick={locate} className="-ml-2 text-brand-800">
            {!locating && <LocateFixed aria-hidden className="size-4" />} <Trans>Use my location</Trans>
          </Button>
          {landmark.startsWith('https://www.openstreetmap.org/') && (
            <a href={landmark} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
              <Trans>See it on the map</Trans> <ExternalLink aria-hidden className="size-3.5" />
            </a>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="StateID"
          render={({ field }) => (
            <SelectField
              label={t`State`}
              required
              error={errors.StateID?.message}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value ? String(field.value) : ''}
              onChange={(e) => {
                field.onChange(Number(e.target.value));
                setValue('CityID', 0);
              }}
            >
              <option value="">{states.isPending ? t`Loading states...` : t`Select state`}</option>
              {states.data?.map((s) => (
                <option key={s.value} value={s.value}>
                  {places.state(s.name)}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="CityID"
          render={({ field }) => (
            <SelectField
              label={t`City`}
              required
              disabled={!stateId}
              error={errors.CityID?.message}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={cities.data && field.value ? String(field.value) : ''}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              <option value="">{!stateId ? t`Choose a state first` : cities.isPending ? t`Loading cities...` : t`Select city`}</option>
              {cities.data?.map((c) => (
                <option key={c.Value} value={c.Value}>
                  {places.city(c.Text)}
                </option>
              ))}
            </SelectField>
          )}
        />
      </div>
      <TextField label={t`Pin Code`} required inputMode="numeric" autoComplete="postal-code" maxLength={6} placeholder={t`6 digits, e.g. 560025`} className="sm:max-w-48" error={errors.PinCode?.message} {...register('PinCode')} />
      <fieldset className="grid gap-4 rounded-xl border border-stone-200 p-3 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-stone-700">
          <Trans>Who receives the order</Trans>
        </legend>
        <TextField label={t`Receiver name`} autoComplete="name" maxLength={80} error={errors.ReceiverName?.message} {...register('ReceiverName')} />
        <TextField label={t`Receiver mobile`} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} placeholder="98765 43210" hint={t`The rider calls this number at the door.`} error={errors.ReceiverMobile?.message} {...register('ReceiverMobile')} />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={save.isPending}>
          {editing ? <Trans>Update Address</Trans> : <Trans>Save Address</Trans>}
        </Button>
      </div>
    </form>
  );
}
