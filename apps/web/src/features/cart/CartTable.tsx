import type { CartLine } from '@shop/contract';
import { formatRupeesAsINR } from '@shop/contract/format';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { EAGER_LINE_PICTURES, LineImage, LineName, LinePrice, RemoveButton, SubstituteSelect } from './CartLineParts';
import { useLineActions } from './useLineActions';

/** The cart as a table, for wider screens: image, name, price, quantity, line total, remove. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <table className="hidden w-full text-left md:table">
      <caption className="sr-only">Items in your cart</caption>
      <thead className="border-b border-stone-200 text-xs font-semibold uppercase tracking-wide text-stone-500">
        <tr>
          <th scope="col" className="py-3 pl-4 pr-2" colSpan={2}>
            Product
          </th>
          <th scope="col" className="px-2 py-3">
            Price
          </th>
          <th scope="col" className="px-2 py-3 text-center">
            Quantity
          </th>
          <th scope="col" className="px-2 py-3 text-right">
            Total
          </th>
          <th scope="col" className="py-3 pl-2 pr-4">
            <span className="sr-only">Remove</span>
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
        <QuantityStepper qty={line.qty} onChange={setQty} label={line.ProductName} size="sm" />
      </td>
      <td className="whitespace-nowrap px-2 py-4 text-right font-semibold text-stone-900">{formatRupeesAsINR(line.TAmount)}</td>
      <td className="py-4 pl-2 pr-4 text-right">
        <RemoveButton line={line} onRemove={remove} />
      </td>
    </tr>
  );
}
