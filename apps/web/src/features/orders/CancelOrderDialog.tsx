import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useCancelOrder } from './api';

/** Asks before cancelling a Pending order, with an optional reason; the stock goes back to the shop. */
export function CancelOrderDialog({ id, tranId, open, onOpenChange }: { id: number; tranId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const cancel = useCancelOrder(id);
  const [reason, setReason] = useState('');
  const confirm = () =>
    cancel.mutate(reason, {
      onSuccess: (reply) => {
        toast.success(reply.msg);
        onOpenChange(false);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Cancel this order?`} size="sm">
      <p className="text-sm text-stone-700">
        <Trans>Order {tranId} will be cancelled and nothing will be delivered. This cannot be undone.</Trans>
      </p>
      <div className="mt-4">
        <TextAreaField label={t`Reason (optional)`} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <Trans>Keep order</Trans>
        </Button>
        <Button variant="danger" busy={cancel.isPending} onClick={confirm}>
          <Trans>Cancel order</Trans>
        </Button>
      </div>
    </Modal>
  );
}
