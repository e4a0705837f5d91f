import { Trans } from '@lingui/react/macro';
import { formatRupeesAsINR } from '@shop/contract/format';

/**
 * What a paid order that was cancelled or made smaller owes back, in one line: "Cancelled — refund of ₹X due" until
 * the shop records the refund, "Refunded ₹X (ref …)" after (decision 250). Nothing when nothing is owed.
 */
export function RefundNote({ due, reference, cancelled }: { due: number; reference: string | null; cancelled: boolean }) {
  if (due <= 0) return null;
  const amount = formatRupeesAsINR(due);
  if (reference) {
    return (
      <p className="refund-note text-sm font-medium text-brand-800">
        <Trans>
          Refunded {amount} (ref {reference})
        </Trans>
      </p>
    );
  }
  return <p className="refund-note text-sm font-medium text-amber-800">{cancelled ? <Trans>Cancelled — refund of {amount} due</Trans> : <Trans>Refund of {amount} due</Trans>}</p>;
}
