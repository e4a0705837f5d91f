import { Trans, useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '@shop/contract';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { addressDeleteError } from './addressMessages';
import { useDeleteAddress } from './api';
import { usePlaceNames } from '../../i18n/format';

/** 'Are you sure you want to delete this address?' with Delete and Cancel; the modal closes either way once answered. */
export function DeleteAddressDialog({ address, onClose, onDeleted }: { address: ShippingAddress | null; onClose: () => void; onDeleted?: (kid: number) => void }) {
  const { t } = useLingui();
  const remove = useDeleteAddress();
  const places = usePlaceNames();
  const confirm = () => {
    if (!address) return;
    remove.mutate(address.kid, {
      onSuccess: (reply) => {
        toast.success(reply.msg);
        onClose();
        onDeleted?.(address.kid);
      },
      onError: (error) => {
        toast.error(addressDeleteError(error));
        onClose();
      },
    });
  };
  return (
    <Modal open={address !== null} onOpenChange={(open) => !open && onClose()} title={t`Delete address`} size="sm">
      <p className="text-sm text-stone-700">
        <Trans>Are you sure you want to delete this address?</Trans>
      </p>
      {address && (
        <p className="mt-2 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600">
          <span className="font-semibold text-stone-800">{address.AddressTitle}</span>: {address.AddressLine1}, {places.city(address.CityName)} {address.PinCode}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" busy={remove.isPending} onClick={confirm}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Modal>
  );
}
