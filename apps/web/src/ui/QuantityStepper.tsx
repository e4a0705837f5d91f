import { useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';

/** − qty + for a cart line or a product card. The caller decides what a change means. */
export function QuantityStepper({ qty, onChange, disabled = false, label, size = 'md' }: { qty: number; onChange: (next: number) => void; disabled?: boolean; label: string; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const h = size === 'sm' ? 'h-8' : 'h-10';
  return (
    <div role="group" aria-label={t`Quantity of ${label}`} className={`inline-flex ${h} items-center overflow-hidden rounded-lg border border-brand-700 bg-brand-50`}>
      <button type="button" className={`${h} w-9 text-brand-800 hover:bg-brand-100 disabled:opacity-50`} aria-label={t`Decrease quantity of ${label}`} disabled={disabled} onClick={() => onChange(qty - 1)}>
        <Minus className="mx-auto size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 px-1 text-center text-sm font-semibold text-brand-900">
        {qty}
      </output>
      <button type="button" className={`${h} w-9 text-brand-800 hover:bg-brand-100 disabled:opacity-50`} aria-label={t`Increase quantity of ${label}`} disabled={disabled} onClick={() => onChange(qty + 1)}>
        <Plus className="mx-auto size-4" />
      </button>
    </div>
  );
}
