import { Trans, useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '@shop/contract';
import { MapPinPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { AddressFormModal, AddressOption, DeleteAddressDialog } from '../addresses';

/** The shipping address radios; the selected one offers edit and delete; 'Add New Address' opens the form. */
export function ShippingAddresses({ addresses, isPending, selected, onSelect }: { addresses: ShippingAddress[] | undefined; isPending: boolean; selected: ShippingAddress | null; onSelect: (kid: number) => void }) {
  const { t } = useLingui();
  const [form, setForm] = useState<{ open: boolean; address: ShippingAddress | null }>({ open: false, address: null });
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);

  const edit = () => {
    if (!selected) return toast.error(t`No address selected to edit.`);
    const current = addresses?.find((a) => a.kid === selected.kid);
    if (!current) return toast.error(t`Unable to retrieve address.`);
    setForm({ open: true, address: current });
  };

  return (
    <>
      {isPending ? (
        <div role="status" aria-label={t`Loading addresses`} className="grid gap-3 md:grid-cols-2">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      ) : addresses && addresses.length > 0 ? (
        <ul aria-label={t`Shipping addresses`} className="grid items-start gap-3 md:grid-cols-2">
          {addresses.map((a) => {
            const title = a.AddressTitle;
            return (
            <AddressOption
              key={a.kid}
              address={a}
              name="shipping-address"
              selected={selected?.kid === a.kid}
              onSelect={() => onSelect(a.kid)}
              actions={
                <>
                  <Button variant="ghost" size="sm" onClick={edit} aria-label={t`Edit address ${title}`}>
                    <Pencil aria-hidden className="size-4" /> <Trans>Edit</Trans>
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(a)} aria-label={t`Delete address ${title}`}>
                    <Trash2 aria-hidden className="size-4" /> <Trans>Delete</Trans>
                  </Button>
                </>
              }
            />
            );
          })}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-stone-600">
          <Trans>You have no saved address yet. Add one to have your order delivered.</Trans>
        </p>
      )}
      <button type="button" onClick={() => setForm({ open: true, address: null })} className="mt-3 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-800 hover:underline">
        <MapPinPlus aria-hidden className="size-4" /> <Trans>Add New Address</Trans>
      </button>

      <AddressFormModal open={form.open} address={form.address} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} onSaved={(saved) => onSelect(saved.kid)} />
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
