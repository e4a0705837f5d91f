import { Link, useNavigate } from 'react-router';
import type { AdminMember } from '@shop/contract/admin';
import { useAdminMembers } from '../api/hooks';
import { Badge, type Tone } from '../components/Badge';
import { formatIndianDay } from '@shop/contract/format';
import { ListFooter } from '../components/ListFooter';
import { PageHeader } from '../components/PageHeader';
import { FilterSelect, SearchBox } from '../components/SearchBox';
import { EmptyRow, SkeletonRows, Table, Td, Th } from '../components/Table';
import { useListParams } from '../components/useListParams';

const PAGE_SIZE = 20;
const keys = ['search', 'role', 'status'] as const;
const statusTone: Record<AdminMember['statusName'], Tone> = { Active: 'green', Disabled: 'red', Closed: 'grey' };

export function MemberStatusBadge({ member }: { member: Pick<AdminMember, 'statusName'> }) {
  return <Badge tone={statusTone[member.statusName]}>{member.statusName}</Badge>;
}

/** Everyone with an account: find them, see their orders, disable an account. */
export function MembersPage() {
  const { values, page, set } = useListParams(keys);
  const members = useAdminMembers({ ...values, page, pageSize: PAGE_SIZE });
  const navigate = useNavigate();
  const data = members.data;
  return (
    <>
      <PageHeader title="Members" description="Shoppers' accounts. Closed accounts were deleted by their owners; their orders stay, without personal data." />
      <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center gap-3 border-b border-stone-100 p-3">
          <SearchBox value={values.search} onSearch={(search) => set({ search })} label="Search members" placeholder="Name, e-mail, mobile or number" />
          <FilterSelect
            label="Role"
            value={values.role}
            onChange={(role) => set({ role })}
            options={[
              { value: '', label: 'All' },
              { value: 'member', label: 'Shoppers' },
              { value: 'admin', label: 'Administrators' },
            ]}
          />
          <FilterSelect
            label="Status"
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: '', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'disabled', label: 'Disabled' },
              { value: 'closed', label: 'Closed' },
            ]}
          />
        </div>
        <Table
          caption="Members"
          head={
            <>
              <Th>Member</Th>
              <Th className="hidden lg:table-cell">Mobile</Th>
              <Th className="text-right">Orders</Th>
              <Th className="hidden sm:table-cell">Joined</Th>
              <Th>Status</Th>
            </>
          }
        >
          {members.isPending ? (
            <SkeletonRows columns={5} />
          ) : members.isError ? (
            <EmptyRow columns={5}>{members.error.message}</EmptyRow>
          ) : !data?.items.length ? (
            <EmptyRow columns={5}>No members match.</EmptyRow>
          ) : (
            data.items.map((m) => (
              <tr key={m.id} className={`cursor-pointer hover:bg-stone-50 ${members.isPlaceholderData ? 'opacity-60' : ''}`} onClick={() => navigate(`/admin/members/${m.id}`)}>
                <Td>
                  <Link to={`/admin/members/${m.id}`} className="font-medium text-stone-900 hover:underline" onClick={(e) => e.stopPropagation()}>
                    {m.name}
                  </Link>
                  {m.role === 'admin' && (
                    <span className="ml-2">
                      <Badge tone="blue">Admin</Badge>
                    </span>
                  )}
                  <p className="max-w-[16rem] truncate text-xs text-stone-500">{m.email ?? 'e-mail erased'}</p>
                </Td>
                <Td className="hidden tabular-nums text-stone-600 lg:table-cell">{m.mobile || '—'}</Td>
                <Td className="text-right tabular-nums">{m.orderCount}</Td>
                <Td className="hidden whitespace-nowrap text-stone-600 sm:table-cell">{formatIndianDay(m.joinedAt)}</Td>
                <Td>
                  <MemberStatusBadge member={m} />
                </Td>
              </tr>
            ))
          )}
        </Table>
        {data && <ListFooter page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => set({ page: p })} noun="members" />}
      </div>
    </>
  );
}
