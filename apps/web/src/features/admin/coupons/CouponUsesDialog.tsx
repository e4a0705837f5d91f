import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCoupon } from '@shop/contract/admin';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Modal } from '../../../ui/Modal';
import { useCouponUses } from '../api/hooks';
import { OrderStatusBadge } from '../components/Badge';
import { formatIndianMoment } from '@shop/contract/format';
import { ListFooter } from '../components/ListFooter';
import { EmptyRow, SkeletonRows, Table, Td, Th } from '../components/Table';

/** Who used a coupon, on which order and for how much. */
export function CouponUsesDialog({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const uses = useCouponUses(coupon.id, page);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Uses of ${coupon.code}`} description={`${coupon.uses} use${coupon.uses === 1 ? '' : 's'} on orders that were not cancelled.`} size="lg">
      <div className="-mx-5">
        <Table
          caption={`Uses of ${coupon.code}`}
          head={
            <>
              <Th>Order</Th>
              <Th>Who</Th>
              <Th className="text-right">Discount</Th>
              <Th>When</Th>
            </>
          }
        >
          {uses.isPending ? (
            <SkeletonRows columns={4} rows={3} />
          ) : uses.isError ? (
            <EmptyRow columns={4}>{uses.error.message}</EmptyRow>
          ) : !uses.data.items.length ? (
            <EmptyRow columns={4}>Nobody has used this coupon yet.</EmptyRow>
          ) : (
            uses.data.items.map((u) => (
              <tr key={u.id}>
                <Td>
                  <Link to={`/admin/orders/${u.orderId}`} className="font-medium text-brand-700 hover:underline" onClick={onClose}>
                    {u.tranId}
                  </Link>
                  <div className="mt-0.5">
                    <OrderStatusBadge status={u.orderStatus} name={u.orderStatusName} />
                  </div>
                </Td>
                <Td>
                  {u.memberId ? (
                    <Link to={`/admin/members/${u.memberId}`} className="hover:underline" onClick={onClose}>
                      {u.memberName}
                    </Link>
                  ) : (
                    u.memberName
                  )}
                  <p className="text-xs text-stone-500">{u.email ?? 'no e-mail'}</p>
                </Td>
                <Td className="text-right tabular-nums">{formatRupeesAsINR(u.discount)}</Td>
                <Td className="whitespace-nowrap text-stone-600">{formatIndianMoment(u.at)}</Td>
              </tr>
            ))
          )}
        </Table>
        {uses.data && uses.data.total > uses.data.pageSize && <ListFooter page={page} pageSize={uses.data.pageSize} total={uses.data.total} onPage={setPage} noun="uses" />}
      </div>
    </Modal>
  );
}
