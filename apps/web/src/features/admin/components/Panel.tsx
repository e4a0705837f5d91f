import type { ReactNode } from 'react';

/** A white card holding one part of a screen, with an optional title and actions. */
export function Panel({ title, actions, children, className = '', padded = true }: { title?: string; actions?: ReactNode; children: ReactNode; className?: string; padded?: boolean }) {
  return (
    <section className={`rounded-xl border border-stone-200 bg-white shadow-sm ${className}`} aria-label={title}>
      {(title || actions) && (
        <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-4 py-3">
          {title && <h2 className="text-base font-semibold text-stone-900">{title}</h2>}
          {actions}
        </div>
      )}
      <div className={padded ? 'p-4' : ''}>{children}</div>
    </section>
  );
}
