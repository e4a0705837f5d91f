import { Mail, MailOpen, Reply } from 'lucide-react';
import type { AdminMessage } from '@shop/contract/admin';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminMessages } from '../api/hooks';
import { Badge } from '../components/Badge';
import { formatIndianMoment } from '@shop/contract/format';
import { ListFooter } from '../components/ListFooter';
import { PageHeader } from '../components/PageHeader';
import { FilterSelect, SearchBox } from '../components/SearchBox';
import { useListParams } from '../components/useListParams';
import { mailtoHref } from '../../../lib/mailto';
import { ComplaintPanel } from './ComplaintPanel';

const PAGE_SIZE = 15;
const keys = ['unread', 'search'] as const;

function MessageCard({ message }: { message: AdminMessage }) {
  const mark = useAdminMutation((read: boolean) => call('adminMessageRead', { params: { id: message.id }, body: { read } }), { refresh: ['messages'], quiet: true });
  const unread = message.readAt === null;
  return (
    <li className={`rounded-xl border p-4 shadow-sm ${unread ? 'border-sky-200 bg-white' : 'border-stone-200 bg-stone-50'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            {message.name} {unread && <Badge tone="blue">New</Badge>}
          </p>
          <a href={mailtoHref(message.email)} className="text-sm text-brand-700 hover:underline">
            {message.email}
          </a>
        </div>
        <p className="text-xs text-stone-500">{formatIndianMoment(message.receivedAt)}</p>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-stone-800">{message.message}</p>
      <ComplaintPanel message={message} />
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={mailtoHref(message.email, 'Re: your message')}
          onClick={() => unread && mark.mutate(true)}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100"
        >
          <Reply aria-hidden className="size-4" /> Reply by e-mail
        </a>
        <Button variant="ghost" size="sm" busy={mark.isPending} onClick={() => mark.mutate(unread)}>
          {unread ? <MailOpen aria-hidden className="size-4" /> : <Mail aria-hidden className="size-4" />}
          {unread ? 'Mark as read' : 'Mark as unread'}
        </Button>
      </div>
    </li>
  );
}

/** Messages from the shop's contact form, newest first. */
export function MessagesPage() {
  const { values, page, set } = useListParams(keys);
  const messages = useAdminMessages({ ...values, page, pageSize: PAGE_SIZE });
  const data = messages.data;
  return (
    <>
      <PageHeader title="Messages" description={data ? `${data.unreadCount} unread, ${data.overdueCount} overdue (not acknowledged within 48 hours or not resolved within a month). Each message was also mailed to the shop's address.` : 'From the shop\'s contact form.'} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox value={values.search} onSearch={(search) => set({ search })} label="Search messages" placeholder="Name, e-mail or words" />
        <FilterSelect
          label="Show"
          value={values.unread}
          onChange={(unread) => set({ unread })}
          options={[
            { value: '', label: 'All messages' },
            { value: 'true', label: 'Unread' },
            { value: 'false', label: 'Read' },
          ]}
        />
      </div>
      {messages.isPending ? (
        <div role="status" aria-label="Loading messages" className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : messages.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
          {messages.error.message}
        </p>
      ) : !data?.items.length ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">{values.unread === 'true' ? 'No unread messages. All caught up!' : 'No messages.'}</div>
      ) : (
        <div className="overflow-hidden rounded-xl">
          <ul className="space-y-3">
            {data.items.map((m) => (
              <MessageCard key={m.id} message={m} />
            ))}
          </ul>
          <div className="mt-3 rounded-xl border border-stone-200 bg-white">
            <ListFooter page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => set({ page: p })} noun="messages" />
          </div>
        </div>
      )}
    </>
  );
}
