import { useState, type FormEvent } from 'react';
import type { AdminPickingList } from '@shop/contract/admin';
import { formatRupeesAsINR, substituteWords } from '@shop/contract/format';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { useAdminProducts } from '../api/hooks';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';

function useShortLine(orderId: number) {
  return useAdminMutation((body: { line: number; qty: number; pid?: number }) => call('adminOrderShort', { params: { id: orderId }, body }), { refresh: ['picking', 'orders', 'products'] });
}

type Line = AdminPickingList['orders'][number]['lines'][number];

/**
 * Marks units of an order line short: removed, or (unless the shopper chose "Don't replace") replaced by another
 * product that is never charged more than the short item. The shopper is mailed what changed.
 */
export function ShortLineDialog({ orderId, tranId, line, onClose }: { orderId: number; tranId: string; line: Line; onClose: () => void }) {
  const [qty, setQty] = useState(String(line.qty));
  const mayReplace = line.substitute !== 'none';
  const [action, setAction] = useState<'remove' | 'replace'>(line.substitute === 'similar' ? 'replace' : 'remove');
  const [search, setSearch] = useState(line.name.split(' ').slice(0, 2).join(' '));
  const [pid, setPid] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const products = useAdminProducts({ search: search.trim() || undefined, pageSize: 20 });
  const short = useShortLine(orderId);
  const candidates = (products.data?.items ?? []).filter((p) => p.id !== line.pid && p.stock > 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(qty);
    if (!Number.isInteger(n) || n < 1 || n > line.qty) return setProblem(`Enter how many are short: 1 to ${line.qty}.`);
    if (action === 'replace' && !pid) return setProblem('Choose the product to send instead.');
    setProblem(null);
    short.mutate({ line: line.id, qty: n, pid: action === 'replace' ? (pid ?? undefined) : undefined }, { onSuccess: onClose, onError: (error) => setProblem(error.message) });
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Short: ${line.name}`} description={`Order ${tranId}. The shopper chose: ${substituteWords[line.substitute]}.`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label={`How many are short (of ${line.qty})`} inputMode="numeric" value={qty} onChange={(e) => setQty(e.currentTarget.value)} data-autofocus />
        <fieldset className="space-y-2 text-sm">
          <legend className="mb-1 font-medium text-stone-700">What to do</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="short-action" checked={action === 'remove'} onChange={() => setAction('remove')} className="size-4 accent-brand-700" />
            Remove them from the order
          </label>
          <label className={`flex items-center gap-2 ${mayReplace ? '' : 'text-stone-400'}`}>
            <input type="radio" name="short-action" checked={action === 'replace'} disabled={!mayReplace} onChange={() => setAction('replace')} className="size-4 accent-brand-700" />
            Replace them with another product{!mayReplace && ' (the shopper said not to)'}
          </label>
        </fieldset>
        {action === 'replace' && (
          <div className="space-y-2">
            <TextField label="Find the product to send" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
            <SelectField label="Send instead" value={pid ?? ''} onChange={(e) => setPid(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
              <option value="">Choose a product</option>
              {candidates.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.packSize}) · {formatRupeesAsINR(p.price)} · {p.stock} in stock
                </option>
              ))}
            </SelectField>
            <p className="text-xs text-stone-500">It is charged at its price, but never more than the short item cost.</p>
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={short.isPending}>
            Mark short
          </Button>
        </div>
      </form>
    </Modal>
  );
}
