import { Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminCoupon } from '@shop/contract/admin';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Button } from '../../../ui/Button';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminCoupons } from '../api/hooks';
import { Badge } from '../components/Badge';
import { formatIndianDay } from '@shop/contract/format';
import { ListFooter } from '../components/ListFooter';
import { PageHeader } from '../components/PageHeader';
import { SearchBox } from '../components/SearchBox';
import { EmptyRow, SkeletonRows, Table, Td, Th } from '../components/Table';
import { useListParams } from '../components/useListParams';
import { CouponDialog } from './CouponDialog';
import { CouponUsesDialog } from './CouponUsesDialog';

const PAGE_SIZE = 20;
const keys = ['search'] as const;

const discountText = (c: AdminCoupon) => (c.kind === 'percent' ? `${c.value}% off${c.maxDiscount ? ` (up to ${formatRupeesAsINR(c.maxDiscount)})` : ''}` : `${formatRupeesAsINR(c.value)} off`);

function validity(c: AdminCoupon) {
  const now = Date.now();
  if (c.expiresAt && Date.parse(c.expiresAt) < now) return <Badge tone="red">Expired {formatIndianDay(c.expiresAt)}</Badge>;
  if (c.startsAt && Date.parse(c.startsAt) > now) return <Badge tone="blue">From {formatIndianDay(c.startsAt)}</Badge>;
  return <span className="text-stone-600">{c.expiresAt ? `Until ${formatIndianDay(c.expiresAt)}` : 'No end date'}</span>;
}

function ActiveToggle({ coupon }: { coupon: AdminCoupon }) {
  const toggle = useAdminMutation((isActive: boolean) => call('adminCouponActive', { params: { id: coupon.id }, body: { isActive } }), { refresh: ['coupons'] });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={coupon.isActive}
      aria-label={`${coupon.code} active`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!coupon.isActive)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50 ${coupon.isActive ? 'bg-brand-600' : 'bg-stone-300'}`}
    >
      <span className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${coupon.isActive ? 'translate-x-5' : 'translate-x-0.5'}`} />
    </button>
  );
}

/** Coupons: create, edit, switch on and off, and see who used them. */
export function CouponsPage() {
  const { values, page, set } = useListParams(keys);
  const coupons = useAdminCoupons({ ...values, page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<AdminCoupon | null | undefined>(undefined);
  const [usesOf, setUsesOf] = useState<AdminCoupon | null>(null);
  const data = coupons.data;

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Discounts shoppers apply in the cart. Uses count only orders that were not cancelled."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden className="size-4" /> New coupon
          </Button>
        }
      />
      <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center gap-3 border-b border-stone-100 p-3">
          <SearchBox value={values.search} onSearch={(search) => set({ search })} label="Search coupons" placeholder="Code or description" />
        </div>
        <Table
          caption="Coupons"
          head={
            <>
              <Th>Code</Th>
              <Th>Discount</Th>
              <Th className="hidden lg:table-cell">Minimum order</Th>
              <Th>Valid</Th>
              <Th className="text-right">Uses</Th>
              <Th>Active</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </>
          }
        >
          {coupons.isPending ? (
            <SkeletonRows columns={7} />
          ) : coupons.isError ? (
            <EmptyRow columns={7}>{coupons.error.message}</EmptyRow>
          ) : !data?.items.length ? (
            <EmptyRow columns={7}>{values.search ? 'No coupons match.' : 'No coupons yet.'}</EmptyRow>
          ) : (
            data.items.map((c) => (
              <tr key={c.id} className={coupons.isPlaceholderData ? 'opacity-60' : ''}>
                <Td>
                  <p className="font-mono font-semibold text-stone-900">{c.code}</p>
                  <p className="max-w-[16rem] truncate text-xs text-stone-500">{c.description}</p>
                </Td>
                <Td>{discountText(c)}</Td>
                <Td className="hidden tabular-nums lg:table-cell">{c.minOrder ? formatRupeesAsINR(c.minOrder) : 'None'}</Td>
                <Td className="whitespace-nowrap">{validity(c)}</Td>
                <Td className="text-right tabular-nums">
                  {c.uses}
                  {c.usageLimit ? ` / ${c.usageLimit}` : ''}
                </Td>
                <Td>
                  <ActiveToggle coupon={c} />
                </Td>
                <Td className="whitespace-nowrap text-right">
                  <Button variant="ghost" size="sm" onClick={() => setUsesOf(c)} aria-label={`Uses of ${c.code}`} title="Uses">
                    <Users aria-hidden className="size-4" />
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`} title="Edit">
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                </Td>
              </tr>
            ))
          )}
        </Table>
        {data && <ListFooter page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => set({ page: p })} noun="coupons" />}
      </div>
      {editing !== undefined && <CouponDialog coupon={editing} onClose={() => setEditing(undefined)} />}
      {usesOf && <CouponUsesDialog coupon={usesOf} onClose={() => setUsesOf(null)} />}
    </>
  );
}
