import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { AdminSubscriber } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { downloadFile } from '../../../lib/download';
import { useAdminSubscribers } from '../api/hooks';
import { Badge, type Tone } from '../components/Badge';
import { formatIndianMoment } from '@shop/contract/format';
import { ListFooter } from '../components/ListFooter';
import { PageHeader } from '../components/PageHeader';
import { FilterSelect, SearchBox } from '../components/SearchBox';
import { EmptyRow, SkeletonRows, Table, Td, Th } from '../components/Table';
import { useListParams } from '../components/useListParams';

const PAGE_SIZE = 25;
const keys = ['search', 'status'] as const;
const tones: Record<AdminSubscriber['status'], Tone> = { confirmed: 'green', pending: 'amber', unsubscribed: 'grey' };
const labels: Record<AdminSubscriber['status'], string> = { confirmed: 'Confirmed', pending: 'Waiting for confirmation', unsubscribed: 'Unsubscribed' };

/** Newsletter subscribers (double opt-in) and their CSV export for the mailing tool. */
export function SubscribersPage() {
  const { values, page, set } = useListParams(keys);
  const subscribers = useAdminSubscribers({ ...values, page, pageSize: PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const data = subscribers.data;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile('adminSubscribersCsv', { query: { search: values.search, status: values.status } }, 'newsletter-subscribers.csv');
      toast.success('The CSV file was downloaded.');
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Newsletter"
        description="Only confirmed addresses asked for the newsletter; send to those alone."
        actions={
          <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
            <Download aria-hidden className="size-4" /> Download CSV
          </Button>
        }
      />
      <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center gap-3 border-b border-stone-100 p-3">
          <SearchBox value={values.search} onSearch={(search) => set({ search })} label="Search subscribers" placeholder="E-mail" />
          <FilterSelect
            label="Status"
            value={values.status}
            onChange={(status) => set({ status })}
            options={[{ value: '', label: 'All' }, ...(['confirmed', 'pending', 'unsubscribed'] as const).map((s) => ({ value: s, label: labels[s] }))]}
          />
        </div>
        <Table
          caption="Newsletter subscribers"
          head={
            <>
              <Th>E-mail</Th>
              <Th>Status</Th>
              <Th className="hidden sm:table-cell">Subscribed</Th>
              <Th className="hidden lg:table-cell">Confirmed</Th>
            </>
          }
        >
          {subscribers.isPending ? (
            <SkeletonRows columns={4} />
          ) : subscribers.isError ? (
            <EmptyRow columns={4}>{subscribers.error.message}</EmptyRow>
          ) : !data?.items.length ? (
            <EmptyRow columns={4}>No subscribers match.</EmptyRow>
          ) : (
            data.items.map((s) => (
              <tr key={s.id} className={subscribers.isPlaceholderData ? 'opacity-60' : ''}>
                <Td className="max-w-[18rem] truncate font-medium text-stone-900">{s.email}</Td>
                <Td>
                  <Badge tone={tones[s.status]}>{labels[s.status]}</Badge>
                </Td>
                <Td className="hidden whitespace-nowrap text-stone-600 sm:table-cell">{formatIndianMoment(s.subscribedAt)}</Td>
                <Td className="hidden whitespace-nowrap text-stone-600 lg:table-cell">{s.confirmedAt ? formatIndianMoment(s.confirmedAt) : '—'}</Td>
              </tr>
            ))
          )}
        </Table>
        {data && <ListFooter page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => set({ page: p })} noun="subscribers" />}
      </div>
    </>
  );
}
