import type { ShippingAddress } from '@shop/contract';
import { MapPinPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { AddressFormModal, AddressOption, DeleteAddressDialog } from '../addresses';

/** The shipping address radios; the selected one offers edit and delete; 'Add New Address' opens the form. */
export function ShippingAddresses({ addresses, isPending, selected, onSelect }: { addresses: ShippingAddress[] | undefined; isPending: boolean; selected: ShippingAddress | null; onSelect: (kid: number) => void }) {
  const [form, setForm] = useState<{ open: boolean; address: ShippingAddress | null }>({ open: false, address: null });
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);

  const edit = () => {
    if (!selected) return toast.error('No address selected to edit.');
    const current = addresses?.find((a) => a.kid === selected.kid);
    if (!current) return toast.error('Unable to retrieve address.');
    setForm({ open: true, address: current });
  };

  return (
    <>
      {isPending ? (
        <div role="status" aria-label="Loading addresses" className="grid gap-3 md:grid-cols-2">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      ) : addresses && addresses.length > 0 ? (
        <ul aria-label="Shipping addresses" className="grid items-start gap-3 md:grid-cols-2">
          {addresses.map((a) => (
            <AddressOption
              key={a.kid}
              address={a}
              name="shipping-address"
              selected={selected?.kid === a.kid}
              onSelect={() => onSelect(a.kid)}
              actions={
                <>
                  <Button variant="ghost" size="sm" onClick={edit} aria-label={`Edit address ${a.AddressTitle}`}>
                    <Pencil aria-hidden className="size-4" /> Edit
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(a)} aria-label={`Delete address ${a.AddressTitle}`}>
                    <Trash2 aria-hidden className="size-4" /> Delete
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-sm text-stone-600">You have no saved address yet. Add one to have your order delivered.</p>
      )}
      <button type="button" onClick={() => setForm({ open: true, address: null })} className="mt-3 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-800 hover:underline">
        <MapPinPlus aria-hidden className="size-4" /> Add New Address
      </button>

      <AddressFormModal open={form.open} address={form.address} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} onSaved={(saved) => onSelect(saved.kid)} />
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
