import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLine } from '@shop/contract';
import { formatRupeesAsINR } from '@shop/contract/format';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { EAGER_LINE_PICTURES, LineImage, LineName, LinePrice, RemoveButton, SubstituteSelect } from './CartLineParts';
import { useLocalName } from '../../i18n/format';
import { useLineActions } from './useLineActions';

/** The cart as stacked cards, for phones. */
export function CartLineCards({ lines }: { lines: CartLine[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Items in your cart`} className="divide-y divide-stone-100 md:hidden">
      {lines.map((line, i) => (
        <CartLineCard key={line.pid} line={line} eager={i < EAGER_LINE_PICTURES} />
      ))}
    </ul>
  );
}

function CartLineCard({ line, eager }: { line: CartLine; eager: boolean }) {
  const { setQty, remove } = useLineActions(line);
  const name = useLocalName();
  return (
    <li className="flex gap-3 p-3">
      <LineImage line={line} eager={eager} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <LineName line={line} />
          <RemoveButton line={line} onRemove={remove} />
        </div>
        <LinePrice line={line} />
        <SubstituteSelect line={line} />
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper qty={line.qty} onChange={setQty} label={name(line.ProductName, line.HindiName)} size="sm" />
          <p className="font-semibold text-stone-900">
            <span className="sr-only">
              <Trans>Line total</Trans>{' '}
            </span>
            {formatRupeesAsINR(line.TAmount)}
          </p>
        </div>
      </div>
    </li>
  );
}
