import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';
import { Skeleton } from '../../../ui/Skeleton';

/** A tidy table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-500">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

export function Th({ className = '', ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={`px-3 py-2.5 font-semibold ${className}`} {...rest} />;
}

export function Td({ className = '', ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`px-3 py-3 align-middle ${className}`} {...rest} />;
}

/** Placeholder rows while a page of the list loads. */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden>
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className="px-3 py-3.5">
              <Skeleton className={c === 0 ? 'h-4 w-3/4' : 'h-4 w-1/2'} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** One row saying the list is empty (or failed), across the whole table. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-10 text-center text-stone-500">
        {children}
      </td>
    </tr>
  );
}
