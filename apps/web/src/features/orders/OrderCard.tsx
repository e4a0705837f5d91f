import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OrderListItem } from '@shop/contract';
import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupeesAsINR, orderStatusCodes } from '@shop/contract/format';
import { useDates } from '../../i18n/format';
import { buttonClasses } from '../../ui/Button';
import { paymentClasses, statusClasses } from './orderStatus';
import { RefundNote } from './RefundNote';

/** One order in My Orders: TranID, 'Placed on' date, amount, status label and View Details. */
export function OrderCard({ order, detailsHref }: { order: OrderListItem; detailsHref: string }) {
  const { t } = useLingui();
  const dates = useDates();
  const tranId = order.TranID;
  const slot = order.DeliverySlot;
  const itemCount = order.ItemCount;
  const placedOn = dates.day(order.InvoiceDate);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span aria-hidden className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Package className="size-5" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-stone-900">{order.TranID}</h3>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClasses(order.StatusCode)}`}>{order.CurrentStatus}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${paymentClasses(order.PaymentStatusCode)}`}>
              <span className="sr-only">
                <Trans>Payment:</Trans>{' '}
              </span>
              {order.PaymentStatus}
            </span>
          </div>
          <p className="mt-0.5 text-sm text-stone-600">
            <Trans>
              Placed on <time dateTime={order.InvoiceDate}>{placedOn}</time>
            </Trans>
            {order.ItemCount > 0 && (
              <span>
                {' · '}
                <Plural value={itemCount} one="# item" other="# items" />
              </span>
            )}
          </p>
          {slot && (
            <p className="text-sm text-stone-600">
              <Trans>Delivery: {slot}</Trans>
            </p>
          )}
          <RefundNote due={order.RefundDue} reference={order.RefundRef} cancelled={order.StatusCode === orderStatusCodes.Cancelled} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p className="text-lg font-bold text-stone-900">
          <span className="sr-only">
            <Trans>Amount</Trans>{' '}
          </span>
          {formatRupeesAsINR(order.PaybleTotal)}
        </p>
        {/* An order awaiting its UPI payment leads to its QR and UPI link in one tap. */}
        {order.PaymentStatusCode === 'awaiting' && (
          <Link to={detailsHref} className={buttonClasses('primary', 'sm')} aria-label={t`Pay now for order ${tranId}`}>
            <Trans>Pay now</Trans>
          </Link>
        )}
        <Link to={detailsHref} className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50" aria-label={t`View Details of order ${tranId}`}>
          <Trans>View Details</Trans> <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
    </li>
  );
}
