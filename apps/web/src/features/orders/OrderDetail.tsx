import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetails } from '@shop/contract';
import { ArrowLeft, MapPin, Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Button } from '../../ui/Button';
import { DownloadButton } from '../../ui/DownloadButton';
import { SafeImage } from '../../ui/SafeImage';
import { Skeleton } from '../../ui/Skeleton';
import { useOrderDetails } from './api';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderAgainButton } from '../comeback';
import { orderStatusCodes } from '@shop/contract/format';
import { useDates, useLocalName, usePlaceNames } from '../../i18n/format';
import { substituteLabels } from './substituteLabels';
import { statusClasses } from './orderStatus';
import { StatusHistory } from './StatusHistory';
import { UpiPaymentOutcome, UpiPaymentRequestView } from './UpiPaymentPanel';
import { paymentClasses } from './orderStatus';
import { RefundNote } from './RefundNote';

/** One order: its status, lines, bill, the first line's details, where it goes, and Cancel while it is Pending. */
export function OrderDetail({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useLingui();
  const order = useOrderDetails(id, { watchPayment: true });
  const back = (
    <Link to={backTo} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> <Trans>My Orders</Trans>
    </Link>
  );

  if (order.isPending) {
    return (
      <div>
        {back}
        <div role="status" aria-label={t`Loading the order`} className="space-y-3">
          <Skeleton className="h-16 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      </div>
    );
  }
  if (order.isError) {
    return (
      <div>
        {back}
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {order.error instanceof ApiError && order.error.status === 404 ? t`We could not find this order among yours.` : order.error.message}
        </p>
      </div>
    );
  }
  return (
    <div>
      {back}
      <OrderView id={id} order={order.data} />
    </div>
  );
}

function OrderView({ id, order }: { id: number; order: OrderDetails }) {
  const { t } = useLingui();
  const dates = useDates();
  const localName = useLocalName();
  const places = usePlaceNames();
  const [cancelling, setCancelling] = useState(false);
  const [head, delivery, state] = order.Table;
  const bill = order.Table1[0];
  const first = order.Table2[0];
  const couponCode = bill?.CouponCode ?? '';
  const refundRef = bill?.RefundRef ?? '';
  const invoice = bill?.InvoiceNumber ?? '';
  const creditNote = bill?.CreditNoteNumber ?? '';
  const slot = bill?.DeliverySlot ?? '';
  // The API writes the status in the shopper's language; the code names the label's class (orderStatus.ts).
  const statusLabel = state.StatusName;
  const tranId = head.TranID;
  const placedAt = dates.moment(head.PlacedAt);

  return (
    <article aria-labelledby="order-title" className="space-y-4">
      <header className="rounded-2xl border border-stone-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="order-title" className="text-lg font-bold text-stone-900">
              <Trans>Order {tranId}</Trans>
            </h2>
            <p className="text-sm text-stone-600">
              <Trans>Placed on {placedAt}</Trans>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <OrderAgainButton id={id} />
            {order.CanCancel && (
              <Button variant="secondary" className="text-red-700 hover:bg-red-50" onClick={() => setCancelling(true)}>
                <Trans>Cancel order</Trans>
              </Button>
            )}
          </div>
        </div>
        <p className="mt-3 text-sm text-stone-800">
          <Trans>
            This order is : <span className={`ml-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClasses(state.Status)}`}>{statusLabel}</span>
          </Trans>
        </p>
        {state.Status === orderStatusCodes.Cancelled && bill?.PaymentStatusCode !== 'expired' && (
          <p className="mt-2 text-sm text-red-700">
            <Trans>This order has been cancelled as per your request.</Trans>
          </p>
        )}
        {bill && (
          <div className="mt-2">
            <RefundNote due={bill.RefundDue} reference={bill.RefundRef} cancelled={state.Status === orderStatusCodes.Cancelled} />
          </div>
        )}
        <StatusHistory history={order.History} />
      </header>

      {order.UpiPayment ? <UpiPaymentRequestView request={order.UpiPayment} tranId={head.TranID} /> : <UpiPaymentOutcome order={order} />}

      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="order-lines" className="rounded-2xl border border-stone-200 bg-white p-4">
          <h3 id="order-lines" className="mb-2 font-semibold text-stone-900">
            <Trans>Products</Trans>
          </h3>
          <ul className="divide-y divide-stone-100">
            {order.Table2.map((line) => {
              const replaced = line.SubstitutedFor && localName(line.SubstitutedFor, line.SubstitutedForHindiName);
              const choice = t(substituteLabels[line.Substitute]);
              const qty = line.ProductQuantity;
              const unitPrice = formatRupeesAsINR(line.UnitPrice);
              return (
              <li key={line.Sno} className="flex items-center gap-3 py-3">
                <Link to={`/product/${line.pid}`} tabIndex={-1} aria-hidden className="shrink-0">
                  <SafeImage src={line.Pimg} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-xl border border-stone-100 bg-stone-50 object-contain p-1" />
                </Link>
                <div className="min-w-0 flex-1">
                  <Link to={`/product/${line.pid}`} className="line-clamp-2 text-sm font-medium text-stone-900 hover:underline">
                    {localName(line.Name, line.HindiName)}
                  </Link>
                  <p className="text-xs text-stone-500">{line.Pack_Size}</p>
                  {line.SubstitutedFor ? (
                    <p className="text-xs font-medium text-amber-800">
                      <Trans>Replaces {replaced} (out of stock)</Trans>
                    </p>
                  ) : (
                    <p className="text-xs text-stone-500">
                      <Trans>If out of stock: {choice}</Trans>
                    </p>
                  )}
                  <p className="text-sm text-stone-600">
                    <Trans>
                      Quantity : {qty} x {unitPrice}
                    </Trans>
                  </p>
                </div>
                <p className="font-semibold text-stone-900">{formatRupeesAsINR(line.TotalAmount)}</p>
              </li>
              );
            })}
          </ul>
        </section>

        <div className="space-y-4">
          {bill && (
            <Details id="order-bill-details" title={t`Bill Details`}>
              <Row label={t`Invoice Number`}>{bill.InvoiceNumber}</Row>
              <Row label={t`Invoice Date`}>{dates.day(bill.InvoiceDate)}</Row>
              <Row label={t`Payment Mode`}>{bill.paymentMode}</Row>
              <Row label={t`Payment Status`}>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${paymentClasses(bill.PaymentStatusCode)}`}>{bill.PaymentStatus}</span>
              </Row>
              {bill.UpiRef && <Row label={t`UPI reference (UTR)`}>{bill.UpiRef}</Row>}
              <Row label={`${t`Total Amount`} ${t`(MRP)`}`}>{formatRupeesAsINR(bill.TotalAmount)}</Row>
              {bill.Discount > 0 && <Row label={t`Discount`}>− {formatRupeesAsINR(bill.Discount)}</Row>}
              {bill.CouponDiscount > 0 && <Row label={couponCode ? t`Coupon (${couponCode})` : t`Coupon`}>− {formatRupeesAsINR(bill.CouponDiscount)}</Row>}
              <Row label={t`Delivery charge`}>{bill.DeliveryCharge === 0 ? t`Free` : formatRupeesAsINR(bill.DeliveryCharge)}</Row>
              <Row label={t`Payable Total`} strong>
                {formatRupeesAsINR(bill.PaybleTotal)}
              </Row>
              {bill.RefundDue > 0 && (
                <Row label={refundRef ? t`Refunded (${refundRef})` : t`Owed back to you`}>{formatRupeesAsINR(bill.RefundDue)}</Row>
              )}
            </Details>
          )}
          {bill && (
            <section aria-labelledby="order-documents" className="rounded-2xl border border-stone-200 bg-white p-4">
              <h3 id="order-documents" className="mb-1 font-semibold text-stone-900">
                <Trans>Tax documents</Trans>
              </h3>
              <p className="mb-3 text-sm text-stone-600">{creditNote ? t`Invoice ${invoice}, reversed by credit note ${creditNote}.` : t`Invoice ${invoice}, as a PDF.`}</p>
              <div className="flex flex-wrap gap-2">
                <DownloadButton call="orderInvoice" input={{ query: { id } }} fileName={t`Invoice ${invoice}.pdf`} aria-label={t`Download invoice ${invoice} (PDF)`}>
                  <Trans>Download invoice</Trans>
                </DownloadButton>
                {bill.CreditNoteNumber && (
                  <DownloadButton call="orderCreditNote" input={{ query: { id } }} fileName={t`Credit note ${creditNote}.pdf`} aria-label={t`Download credit note ${creditNote} (PDF)`}>
                    <Trans>Credit note</Trans>
                  </DownloadButton>
                )}
              </div>
            </section>
          )}
          <section aria-labelledby="order-delivery" className="rounded-2xl border border-stone-200 bg-white p-4 text-sm text-stone-700">
            <h3 id="order-delivery" className="mb-2 flex items-center gap-2 font-semibold text-stone-900">
              {order.Address ? <MapPin aria-hidden className="size-4 text-brand-700" /> : <Store aria-hidden className="size-4 text-brand-700" />}
              {delivery.ShippingOption}
            </h3>
            {slot && (
              <p className="mb-1 font-medium text-stone-900">
                <Trans>Delivery slot: {slot}</Trans>
              </p>
            )}
            {order.Address ? (
              <p>
                <span className="font-medium text-stone-900">{order.Address.title}</span>
                <br />
                {[order.Address.line1, order.Address.line2].filter(Boolean).join(', ')}
                <br />
                {places.city(order.Address.city)}, {places.state(order.Address.state)} {order.Address.pinCode}
              </p>
            ) : (
              <p>
                <Trans>Collect it from our store.</Trans>
              </p>
            )}
          </section>
        </div>
      </div>

      {first && (
        <Details id="order-order-details" title={t`Order Details`}>
          <Row label={t`Name`}>{localName(first.Name, first.HindiName)}</Row>
          <Row label={t`Pack size`}>{first.Pack_Size}</Row>
          <Row label={t`Price per unit`}>{formatRupeesAsINR(first.UnitPrice)}</Row>
          <Row label={t`Quantity`}>{first.ProductQuantity}</Row>
          <Row label={t`Discount`}>{formatRupeesAsINR(first.Discount)}</Row>
          <Row label={t`Payable Amount`} strong>
            {formatRupeesAsINR(first.TotalAmount)}
          </Row>
        </Details>
      )}

      <CancelOrderDialog id={id} tranId={head.TranID} open={cancelling} onOpenChange={setCancelling} />
    </article>
  );
}

function Details({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h3 id={id} className="mb-3 font-semibold text-stone-900">
        {title}
      </h3>
      <dl className="space-y-2 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-dashed border-stone-300 pt-2 text-base font-bold text-stone-900' : ''}`}>
      <dt className={strong ? '' : 'text-stone-600'}>{label}</dt>
      <dd className={`text-right ${strong ? '' : 'font-medium text-stone-900'}`}>{children}</dd>
    </div>
  );
}
