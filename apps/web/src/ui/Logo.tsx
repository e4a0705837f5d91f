import { SHOP_NAME } from '@shop/contract/pages';

export { SHOP_NAME };

/** Leaf-in-a-bowl mark and word mark. `tone` picks the colours for light or dark backgrounds. */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const word = tone === 'dark' ? 'text-brand-900' : 'text-white';
  // brand-800 keeps 4.5:1 even where the sticky header's translucent white lies over the dark green footer.
  const sub = tone === 'dark' ? 'text-brand-800' : 'text-brand-200';
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden>
        <circle cx="20" cy="20" r="20" fill="#166534" />
        <path d="M9 21h22a11 11 0 0 1-22 0Z" fill="#fbbf24" />
        <path d="M20 19c-1-6 2-10 8-11-1 6-3 10-8 11Z" fill="#bbf7d0" />
        <path d="M19 19c-4-2-6-5-6-9 4 1 6 4 6 9Z" fill="#4ade80" />
      </svg>
      <span className="flex flex-col leading-none">
        {/* eslint-disable lingui/no-unlocalized-strings -- the shop's name, a brand: the same in every language */}
        <span className={`text-lg font-extrabold tracking-tight ${word}`}>Annapurna</span>
        {!compact && <span className={`text-[0.65rem] font-semibold uppercase tracking-[0.2em] ${sub}`}> Organics</span>}
        {/* eslint-enable lingui/no-unlocalized-strings */}
      </span>
    </span>
  );
}
