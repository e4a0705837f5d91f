import { Trans } from '@lingui/react/macro';
import type { CartLine } from '@shop/contract';
import { formatRupeesAsINR } from '@shop/contract/format';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { EAGER_LINE_PICTURES, LineImage, LineName, LinePrice, RemoveButton, SubstituteSelect } from './CartLineParts';
import { useLocalName } from '../../i18n/format';
import { useLineActions } from './useLineActions';

/** The cart as a table, for wider screens: image, name, price, quantity, line total, remove. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <table className="hidden w-full text-left md:table">
      <caption className="sr-only">
        <Trans>Items in your cart</Trans>
      </caption>
      <thead className="border-b border-stone-200 text-xs font-semibold uppercase tracking-wide text-stone-500">
        <tr>
          <th scope="col" className="py-3 pl-4 pr-2" colSpan={2}>
            <Trans>Product</Trans>
          </th>
          <th scope="col" className="px-2 py-3">
            <Trans>Price</Trans>
          </th>
          <th scope="col" className="px-2 py-3 text-center">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col" className="px-2 py-3 text-right">
            <Trans>Total</Trans>
          </th>
          <th scope="col" className="py-3 pl-2 pr-4">
            <span className="sr-only">
              <Trans>Remove</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {lines.map((line, i) => (
          <CartRow key={line.pid} line={line} eager={i < EAGER_LINE_PICTURES} />
        ))}
      </tbody>
    </table>
  );
}

function CartRow({ line, eager }: { line: CartLine; eager: boolean }) {
  const { setQty, remove } = useLineActions(line);
  const name = useLocalName();
  return (
    <tr>
      <td className="w-24 py-4 pl-4 pr-2">
        <LineImage line={line} eager={eager} />
      </td>
      <td className="px-2 py-4">
        <LineName line={line} />
        <div className="mt-1.5">
          <SubstituteSelect line={line} />
        </div>
      </td>
      <td className="px-2 py-4">
        <LinePrice line={line} />
      </td>
      <td className="px-2 py-4 text-center">
        <QuantityStepper qty={line.qty} onChange={setQty} label={name(line.ProductName, line.HindiName)} size="sm" />
      </td>
      <td className="whitespace-nowrap px-2 py-4 text-right font-semibold text-stone-900">{formatRupeesAsINR(line.TAmount)}</td>
      <td className="py-4 pl-2 pr-4 text-right">
        <RemoveButton line={line} onRemove={remove} />
      </td>
    </tr>
  );
}
