import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminMe, useAdminMember } from '../api/hooks';
import { Badge, OrderStatusBadge } from '../components/Badge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatIndianDay, formatIndianMoment } from '@shop/contract/format';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { MemberStatusBadge } from './MembersPage';
import { mailtoHref } from '../../../lib/mailto';
import { PhoneLink } from '../components/PhoneLink';
import { ChangeEmailForm } from './ChangeEmailForm';

const back = (
  <Link to="/admin/members" className="mb-1 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900">
    <ArrowLeft aria-hidden className="size-4" /> Members
  </Link>
);

/** One member: contact (and a new e-mail address), figures, recent orders, and disabling or enabling the account. */
export function MemberDetailPage() {
  const id = Number(useParams().id);
  const member = useAdminMember(id);
  const me = useAdminMe();
  const [confirm, setConfirm] = useState(false);
  const setActive = useAdminMutation((active: boolean) => call('adminMemberStatus', { params: { id }, body: { active } }), { refresh: ['members'] });

  if (member.isPending) {
    return (
      <div role="status" aria-label="Loading the member" className="space-y-4">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (member.isError) {
    return (
      <>
        <PageHeader title="Member" back={back} />
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
          {member.error.message}
        </p>
      </>
    );
  }
  const m = member.data;
  const active = m.status === 1;
  const self = me.data?.id === m.id;

  return (
    <>
      <PageHeader
        back={back}
        title={m.name}
        description={`Member #${m.id} · joined ${formatIndianDay(m.joinedAt)}`}
        actions={
          <>
            {m.role === 'admin' && <Badge tone="blue">Administrator</Badge>}
            <MemberStatusBadge member={m} />
          </>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <Panel title="Recent orders" padded={false}>
          {!m.recentOrders.length ? (
            <p className="p-6 text-center text-sm text-stone-500">No orders yet.</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {m.recentOrders.map((o) => (
                <li key={o.id}>
                  <Link to={`/admin/orders/${o.id}`} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-stone-50">
                    <span>
                      <span className="block font-medium text-stone-900">{o.tranId}</span>
                      <span className="block text-xs text-stone-500">{formatIndianMoment(o.placedAt)}</span>
                    </span>
                    <span className="flex items-center gap-3">
                      <span className="tabular-nums">{formatRupeesAsINR(o.payable)}</span>
                      <OrderStatusBadge status={o.status} name={o.statusName} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="space-y-5">
          <Panel title="Contact">
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="text-xs text-stone-500">E-mail</dt>
                <dd>{m.email ? <a href={mailtoHref(m.email)} className="text-brand-700 hover:underline">{m.email}</a> : 'Erased (account closed)'}</dd>
              </div>
              <div>
                <dt className="text-xs text-stone-500">Mobile</dt>
                <dd>
                  <PhoneLink mobile={m.mobile} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-stone-500">Pin code</dt>
                <dd className="tabular-nums">{m.pincode || '—'}</dd>
              </div>
            </dl>
            {active && m.role === 'member' && <ChangeEmailForm memberId={m.id} />}
          </Panel>
          <Panel title="Figures">
            <dl className="divide-y divide-stone-100 text-sm">
              {[
                ['Orders', m.orderCount],
                ['Spent (not cancelled)', formatRupeesAsINR(m.totalSpent)],
                ['Saved addresses', m.addressCount],
              ].map(([k, v]) => (
                <div key={k} className="flex justify-between gap-3 py-1.5">
                  <dt className="text-stone-600">{k}</dt>
                  <dd className="font-semibold tabular-nums text-stone-900">{v}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          {m.status !== 2 && (
            <Panel title="Account">
              <p className="mb-3 text-sm text-stone-600">{active ? 'Disabling logs the member out on every device and stops them logging in.' : 'This account is disabled: the member cannot log in.'}</p>
              {self ? (
                <p className="text-sm text-stone-500">This is your own account.</p>
              ) : (
                <Button variant={active ? 'danger' : 'primary'} onClick={() => (active ? setConfirm(true) : setActive.mutate(true))} busy={setActive.isPending && !confirm}>
                  {active ? 'Disable account' : 'Enable account'}
                </Button>
              )}
            </Panel>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Disable ${m.name}?`}
        description="They are logged out everywhere at once and cannot log in until the account is enabled again. Their orders are kept."
        confirmLabel="Disable account"
        tone="danger"
        busy={setActive.isPending}
        onConfirm={() => setActive.mutate(false, { onSuccess: () => setConfirm(false) })}
      />
    </>
  );
}
