import { Trans, useLingui } from '@lingui/react/macro';
import type { StockChange } from '@shop/contract';
import { PackageX, X } from 'lucide-react';
import { useState } from 'react';

/** Tells the shopper which lines the stock refresh changed: capped to what is left, or removed as sold out. */
export function StockChangesNotice({ changes }: { changes: StockChange[] }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || changes.length === 0) return null;
  return (
    <div role="status" className="mb-4 flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <PackageX aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">
          <Trans>Some items in your cart changed because of stock:</Trans>
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {changes.map((c) => (
            <li key={c.pid}>{c.msg}</li>
          ))}
        </ul>
      </div>
      <button type="button" onClick={() => setDismissed(true)} aria-label={t`Dismiss`} className="rounded-full p-1 hover:bg-amber-100">
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
