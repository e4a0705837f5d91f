import type { ReactNode } from 'react';

/** A friendly message for an empty list, with an optional picture (an image URL or a drawn illustration) and action. */
export function EmptyState({ title, children, image, illustration, action }: { title: string; children?: ReactNode; image?: string; illustration?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      {image && <img src={image} alt="" width={160} height={120} className="h-28 w-auto" />}
      {illustration}
      <p className="text-base font-semibold text-stone-800">{title}</p>
      {children && <div className="max-w-md text-sm text-stone-600">{children}</div>}
      {action}
    </div>
  );
}
