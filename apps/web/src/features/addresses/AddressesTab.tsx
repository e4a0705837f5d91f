import { Trans, useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '@shop/contract';
import { MapPinPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { LazyAddressFormModal as AddressFormModal, LazyDeleteAddressDialog as DeleteAddressDialog } from './lazyDialogs';
import { AddressOption } from './AddressOption';
import { useAddresses } from './api';
import { useAddressSelection } from './useAddressSelection';

/** The account page's addresses: radios, Edit Address and Delete Address for the selected one, Add New Address. */
export default function AddressesTab() {
  const { t } = useLingui();
  const addresses = useAddresses();
  const { selected, select } = useAddressSelection(addresses.data);
  const [form, setForm] = useState<{ open: boolean; address: ShippingAddress | null }>({ open: false, address: null });
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);

  const addNew = () => setForm({ open: true, address: null });
  /** docs/product.md#account-page: Edit asks to select an address first when none is; a choice missing from the list cannot be edited. */
  const withSelected = (action: (address: ShippingAddress) => void) => {
    if (!selected) return toast.error(t`Please select an address first.`);
    const current = addresses.data?.find((a) => a.kid === selected.kid);
    if (!current) return toast.error(t`Unable to retrieve address.`);
    action(current);
  };

  return (
    <section aria-labelledby="addresses-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-title" className="text-lg font-semibold text-stone-900">
          <Trans>My Addresses</Trans>
        </h2>
        <Button variant="secondary" onClick={addNew}>
          <MapPinPlus aria-hidden className="size-4" /> <Trans>Add New Address</Trans>
        </Button>
      </div>

      {addresses.isPending ? (
        <div role="status" aria-label={t`Loading addresses`} className="grid gap-3 md:grid-cols-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-32 w-full rounded-2xl" />
          ))}
        </div>
      ) : addresses.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {addresses.error.message}
        </p>
      ) : addresses.data.length === 0 ? (
        <EmptyState
          title={t`You have no saved addresses yet.`}
          action={
            <Button onClick={addNew}>
              <MapPinPlus aria-hidden className="size-4" /> <Trans>Add New Address</Trans>
            </Button>
          }
        >
          <Trans>Save your home or office address once and choose it at checkout in a tap.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Saved addresses`} className="grid items-start gap-3 md:grid-cols-2">
          {addresses.data.map((a) => (
            <AddressOption
              key={a.kid}
              address={a}
              name="account-address"
              selected={selected?.kid === a.kid}
              onSelect={() => select(a.kid)}
              actions={
                <>
                  <Button variant="ghost" size="sm" onClick={() => withSelected((address) => setForm({ open: true, address }))}>
                    <Pencil aria-hidden className="size-4" /> <Trans>Edit Address</Trans>
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => withSelected(setDeleting)}>
                    <Trash2 aria-hidden className="size-4" /> <Trans>Delete Address</Trans>
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}

      <AddressFormModal open={form.open} address={form.address} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} onSaved={(saved) => select(saved.kid)} />
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
