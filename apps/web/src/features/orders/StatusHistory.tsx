import type { OrderDetails } from '@shop/contract';
import { useLingui } from '@lingui/react/macro';
import { useDates } from '../../i18n/format';

/** Every status the order went through, oldest first, as a small timeline. */
export function StatusHistory({ history }: { history: OrderDetails['History'] }) {
  const { t } = useLingui();
  const dates = useDates();
  if (history.length === 0) return null;
  return (
    <ol aria-label={t`Order history`} className="mt-4 space-y-3 border-l-2 border-stone-200 pl-4">
      {history.map((h, i) => (
        <li key={`${h.Status}-${h.At}-${i}`} className="relative text-sm">
          <span aria-hidden className={`absolute -left-[1.4rem] top-1 size-3 rounded-full ring-2 ring-white ${i === history.length - 1 ? 'bg-brand-600' : 'bg-stone-300'}`} />
          <p className="font-medium text-stone-900">
            {h.StatusName} <span className="font-normal text-stone-500">· {dates.moment(h.At)}</span>
          </p>
          {h.Note && <p className="text-stone-600">{h.Note}</p>}
        </li>
      ))}
    </ol>
  );
}
