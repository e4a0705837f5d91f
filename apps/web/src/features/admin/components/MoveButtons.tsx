import { ArrowDown, ArrowUp } from 'lucide-react';

/** Up and down buttons that put one item of a list in a new place. */
export function MoveButtons({ ids, id, name, onMove, busy }: { ids: number[]; id: number; name: string; onMove: (ids: number[]) => void; busy?: boolean }) {
  const at = ids.indexOf(id);
  const move = (by: -1 | 1) => {
    const next = [...ids];
    [next[at], next[at + by]] = [next[at + by], next[at]];
    onMove(next);
  };
  const button = 'grid size-8 place-items-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900 disabled:opacity-30 disabled:hover:bg-transparent';
  return (
    <span className="inline-flex">
      <button type="button" className={button} disabled={busy || at <= 0} onClick={() => move(-1)} aria-label={`Move ${name} up`}>
        <ArrowUp aria-hidden className="size-4" />
      </button>
      <button type="button" className={button} disabled={busy || at === ids.length - 1} onClick={() => move(1)} aria-label={`Move ${name} down`}>
        <ArrowDown aria-hidden className="size-4" />
      </button>
    </span>
  );
}
