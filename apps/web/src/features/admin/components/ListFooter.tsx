import { Pager } from '../../../ui/Pager';

/** "Showing 21–40 of 132" and the pages, under a list paged on the server. */
export function ListFooter({ page, pageSize, total, onPage, noun }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; noun: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 px-4 py-3 text-sm text-stone-600">
      <p aria-live="polite">
        {total === 0 ? `No ${noun}` : `Showing ${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${noun}`}
      </p>
      <div className="[&>nav]:mt-0">
        <Pager page={Math.min(page, pages)} total={pages} onPage={onPage} window={5} label={`Pages of ${noun}`} />
      </div>
    </div>
  );
}
