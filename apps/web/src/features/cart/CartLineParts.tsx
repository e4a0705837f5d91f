import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLine, SubstituteChoice } from '@shop/contract';
import { useSession } from '../../lib/session';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatRupeesAsINR } from '@shop/contract/format';
import { toast } from '../../lib/toast';
import { useLocalName } from '../../i18n/format';
import { useSetSubstitution } from './api';
import { SafeImage } from '../../ui/SafeImage';

/** The words of a line's substitution choice (the contract's substituteWords, in the shopper's language). */
const substituteLabels = {
  similar: msg`Replace with a similar item`,
  none: msg`Don't replace`,
  call: msg`Call me`,
} as const;
const substituteChoices = Object.keys(substituteLabels) as SubstituteChoice[];

/** How many lines' pictures load at once: those a phone shows without scrolling (the page's largest paint is among them). */
export const EAGER_LINE_PICTURES = 4;

/** The product picture of a cart line, linking to its page; `eager` for the first lines on screen. */
export function LineImage({ line, className = 'size-20', eager = false }: { line: CartLine; className?: string; eager?: boolean }) {
  return (
    <Link to={`/product/${line.pid}`} tabIndex={-1} aria-hidden className={`block shrink-0 overflow-hidden rounded-xl border border-stone-100 bg-stone-50 ${className}`}>
      <SafeImage src={line.Pimg} alt="" width={80} height={80} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} className={`size-full object-contain p-1 ${line.In_stock ? '' : 'opacity-60 grayscale'}`} />
    </Link>
  );
}

/** Name, brand and pack size of a cart line, and why it cannot be ordered as it is, if so. */
export function LineName({ line }: { line: CartLine }) {
  const name = useLocalName();
  return (
    <div className="min-w-0">
      <p className="text-[0.7rem] font-semibold uppercase tracking-wide text-stone-500">{line.Brand}</p>
      <Link to={`/product/${line.pid}`} className="line-clamp-2 font-medium text-stone-900 hover:text-brand-800 hover:underline">
        {name(line.ProductName, line.HindiName)}
      </Link>
      <p className="text-xs text-stone-500">{line.Pack_Size}</p>
      {line.Problem && <p className="mt-1 text-xs font-medium text-amber-700">{line.Problem}</p>}
    </div>
  );
}

/** The unit price, with the MRP struck through when it is higher. */
export function LinePrice({ line }: { line: CartLine }) {
  return (
    <div className="whitespace-nowrap text-sm">
      <span className="font-medium text-stone-900">{formatRupeesAsINR(line.Price)}</span>
      {line.MRP > line.Price && (
        <span className="ml-1.5 text-xs text-stone-500 line-through">
          <span className="sr-only">
            <Trans>MRP</Trans>{' '}
          </span>
          {formatRupeesAsINR(line.MRP)}
        </span>
      )}
    </div>
  );
}

export function RemoveButton({ line, onRemove, withText = false }: { line: CartLine; onRemove: () => void; withText?: boolean }) {
  const { t } = useLingui();
  const name = useLocalName()(line.ProductName, line.HindiName);
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t`Remove ${name} from the cart`}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-stone-500 hover:bg-red-50 hover:text-red-700"
    >
      <Trash2 aria-hidden className="size-4" />
      {withText && (
        <span>
          <Trans>Remove</Trans>
        </span>
      )}
    </button>
  );
}

/** The line's substitution choice: what the shop does if it runs short of the item. */
export function SubstituteSelect({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const set = useSetSubstitution();
  // "Call me" needs a number to call (issue 33): offered once the member has one, and kept on a line that chose it.
  const mobile = useSession()?.mobile;
  const offered = substituteChoices.filter((c) => c !== 'call' || mobile || line.Substitute === 'call');
  // The cart renders a table and cards (one hidden per screen size): each select needs its own id.
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
      <label htmlFor={id} className="whitespace-nowrap">
        <Trans>If out of stock:</Trans>
      </label>
      <select
        id={id}
        value={line.Substitute ?? ''}
        onChange={(e) => set.mutate({ pid: line.pid, choice: e.currentTarget.value as SubstituteChoice }, { onError: (error) => toast.error(error.message) })}
        className="min-w-0 max-w-full rounded-md border border-stone-300 bg-white px-1.5 py-1 text-xs text-stone-800 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {line.Substitute === null && <option value="" disabled>{t`Choose (not replaced until you do)`}</option>}
        {offered.map((c) => (
          <option key={c} value={c}>
            {t(substituteLabels[c])}
          </option>
        ))}
      </select>
    </div>
  );
}
