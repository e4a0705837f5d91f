import type { AdminAuditEntry } from '@shop/contract/admin';
import { useAuditLog } from '../api/hooks';
import { Badge, type Tone } from '../components/Badge';
import { formatIndianMoment } from '@shop/contract/format';
import { ListFooter } from '../components/ListFooter';
import { PageHeader } from '../components/PageHeader';
import { FilterSelect } from '../components/SearchBox';
import { EmptyRow, SkeletonRows, Table, Td, Th } from '../components/Table';
import { useListParams } from '../components/useListParams';

const PAGE_SIZE = 30;
const keys = ['entity'] as const;
const entities = ['product', 'category', 'banner', 'company', 'order', 'coupon', 'member', 'message', 'picture', 'subscriber'];
const actionTones: Record<string, Tone> = { create: 'green', delete: 'red', disable: 'red', hide: 'grey', status: 'blue', stock: 'amber', export: 'amber' };

/** A short line for what an audit row holds, such as "price: 189 → 199" or "Pending → Shipped". */
function summary(entry: AdminAuditEntry): string {
  const d = entry.detail as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ['name', 'code', 'tranId', 'email']) if (typeof d[key] === 'string') parts.push(d[key] as string);
  if (d.from && d.to) parts.push(`${d.from} → ${d.to}`);
  if (typeof d.change === 'number') parts.push(`${d.change > 0 ? '+' : ''}${d.change} (${d.before} → ${d.after}): ${d.reason}`);
  if (d.changes && typeof d.changes === 'object') {
    parts.push(
      Object.entries(d.changes as Record<string, [unknown, unknown]>)
        .map(([field, [before, after]]) => `${field}: ${String(before)} → ${String(after)}`)
        .join('; '),
    );
  }
  if (typeof d.note === 'string' && d.note) parts.push(`“${d.note}”`);
  if (typeof d.rows === 'number') parts.push(`${d.rows} rows`);
  return parts.join(' · ');
}

/** Every change an administrator made, newest first. */
export function AuditPage() {
  const { values, page, set } = useListParams(keys);
  const log = useAuditLog({ ...values, page, pageSize: PAGE_SIZE });
  const data = log.data;
  return (
    <>
      <PageHeader title="Audit log" description="Who changed what, and when. Nothing here can be edited." />
      <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center gap-3 border-b border-stone-100 p-3">
          <FilterSelect label="About" value={values.entity} onChange={(entity) => set({ entity })} options={[{ value: '', label: 'Everything' }, ...entities.map((e) => ({ value: e, label: `${e[0].toUpperCase()}${e.slice(1)}s` }))]} />
        </div>
        <Table
          caption="Audit log"
          head={
            <>
              <Th>When</Th>
              <Th>Who</Th>
              <Th>What</Th>
              <Th>Details</Th>
            </>
          }
        >
          {log.isPending ? (
            <SkeletonRows columns={4} />
          ) : log.isError ? (
            <EmptyRow columns={4}>{log.error.message}</EmptyRow>
          ) : !data?.items.length ? (
            <EmptyRow columns={4}>Nothing has been changed yet.</EmptyRow>
          ) : (
            data.items.map((e) => (
              <tr key={e.id} className={`align-top ${log.isPlaceholderData ? 'opacity-60' : ''}`}>
                <Td className="whitespace-nowrap text-stone-600">{formatIndianMoment(e.at)}</Td>
                <Td className="whitespace-nowrap">{e.actorName ?? '—'}</Td>
                <Td className="whitespace-nowrap">
                  <Badge tone={actionTones[e.action] ?? 'grey'}>{e.action}</Badge> <span className="text-stone-700">{e.entity}</span>
                  {/^\d+$/.test(e.entityId) && <span className="text-stone-400"> #{e.entityId}</span>}
                </Td>
                <Td className="max-w-md break-words text-stone-600">{summary(e)}</Td>
              </tr>
            ))
          )}
        </Table>
        {data && <ListFooter page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => set({ page: p })} noun="entries" />}
      </div>
    </>
  );
}
