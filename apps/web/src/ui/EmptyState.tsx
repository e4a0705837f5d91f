import type { ReactNode } from 'react';

/** A friendly message for an empty list, with an optional picture and action. */
export function EmptyState({ title, children, image, action }: { title: string; children?: ReactNode; image?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      {image && <img src={image} alt="" width={160} height={120} className="h-28 w-auto" />}
      <p className="text-base font-medium text-stone-800">{title}</p>
      {children && <div className="text-sm text-stone-600">{children}</div>}
      {action}
    </div>
  );
}
