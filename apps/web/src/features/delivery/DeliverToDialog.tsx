import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { PinCodeCheck } from './PinCodeCheck';

/** "Deliver to?": the pin code check in a dialog; the answer is remembered for the header, checkout and product pages. */
export function DeliverToDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Deliver to?`} description={t`Enter your pin code to see whether and how we deliver there.`} size="sm">
      <PinCodeCheck autoFocus />
    </Modal>
  );
}
