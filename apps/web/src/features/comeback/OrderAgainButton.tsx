import { Trans } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useLocalName } from '../../i18n/format';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { useReorder } from './api';

/** "Order again" on an order's screen: its lines back in the cart; a toast says what was added and what was skipped, and why. */
export function OrderAgainButton({ id }: { id: number }) {
  const reorder = useReorder(id);
  const localName = useLocalName();
  const run = () =>
    reorder.mutate(undefined, {
      onSuccess: (reply) => {
        // The API writes each note and reason in the shopper's language; the product is named in it too.
        const skipped = reply.data.Skipped.map((s) => `${localName(s.Name, s.HindiName)}: ${s.Reason}`);
        const notes = reply.data.Added.flatMap((a) => (a.Note ? [`${localName(a.Name, a.HindiName)}: ${a.Note}`] : []));
        const details = [...notes, ...skipped].join(' · ');
        const show = reply.data.Added.length ? toast.success : toast.error;
        show(reply.msg, { id: `reorder-${id}`, description: details || undefined, duration: skipped.length ? 10_000 : 4_000 });
      },
      onError: (error) => toast.error(error.message, { id: `reorder-${id}` }),
    });
  return (
    <Button variant="secondary" busy={reorder.isPending} onClick={run}>
      <RotateCcw aria-hidden className="size-4" /> <Trans>Order again</Trans>
    </Button>
  );
}
