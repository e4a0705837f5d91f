import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** A section's heading with an optional "View all" link on the right. */
export function SectionHeader({ id, title, subtitle, more }: { id: string; title: string; subtitle?: string; more?: { to: string; label: string } }) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4 sm:mb-5">
      <div>
        <h2 id={id} className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-stone-500">{subtitle}</p>}
      </div>
      {more && (
        <Link to={more.to} className="flex shrink-0 items-center gap-0.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {more.label}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      )}
    </div>
  );
}
