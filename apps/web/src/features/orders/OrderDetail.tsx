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
import { OrderAgainButton } from './OrderAgainButton';
import { formatIndianDay, formatIndianMoment, orderStatusWord, substituteWords } from '@shop/contract/format';
import { statusClasses } from './orderStatus';
import { StatusHistory } from './StatusHistory';
import { UpiPaymentOutcome, UpiPaymentRequestView } from './UpiPaymentPanel';
import { paymentClasses } from './orderStatus';

/** One order: its status, lines, bill, the first line's details, where it goes, and Cancel while it is Pending. */
export function OrderDetail({ id, backTo }: { id: number; backTo: string }) {
  const order = useOrderDetails(id, { watchPayment: true });
  const back = (
    <Link to={backTo} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> My Orders
    </Link>
  );

  if (order.isPending) {
    return (
      <div>
        {back}
        <div role="status" aria-label="Loading the order" className="space-y-3">
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
          {order.error instanceof ApiError && order.error.status === 404 ? 'We could not find this order among yours.' : order.error.message}
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
  const [cancelling, setCancelling] = useState(false);
  const [head, delivery, state] = order.Table;
  const bill = order.Table1[0];
  const first = order.Table2[0];
  const word = orderStatusWord(state.Status);

  return (
    <article aria-labelledby="order-title" className="space-y-4">
      <header className="rounded-2xl border border-stone-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="order-title" className="text-lg font-bold text-stone-900">
              Order {head.TranID}
            </h2>
            <p className="text-sm text-stone-600">Placed on {formatIndianMoment(head.PlacedAt)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <OrderAgainButton id={id} />
            {order.CanCancel && (
              <Button variant="secondary" className="text-red-700 hover:bg-red-50" onClick={() => setCancelling(true)}>
                Cancel order
              </Button>
            )}
          </div>
        </div>
        <p className="mt-3 text-sm text-stone-800">
          This order is : <span className={`ml-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClasses(word)}`}>{word}</span>
        </p>
        {word === 'Cancelled' && bill?.PaymentStatusCode !== 'expired' && <p className="mt-2 text-sm text-red-700">This order has been cancelled as per your request.</p>}
        <StatusHistory history={order.History} />
      </header>

      {order.UpiPayment ? <UpiPaymentRequestView request={order.UpiPayment} tranId={head.TranID} /> : <UpiPaymentOutcome order={order} />}

      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="order-lines" className="rounded-2xl border border-stone-200 bg-white p-4">
          <h3 id="order-lines" className="mb-2 font-semibold text-stone-900">
            Products
          </h3>
          <ul className="divide-y divide-stone-100">
            {order.Table2.map((line) => (
              <li key={line.Sno} className="flex items-center gap-3 py-3">
                <Link to={`/product/${line.pid}`} tabIndex={-1} aria-hidden className="shrink-0">
                  <SafeImage src={line.Pimg} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-xl border border-stone-100 bg-stone-50 object-contain p-1" />
                </Link>
                <div className="min-w-0 flex-1">
                  <Link to={`/product/${line.pid}`} className="line-clamp-2 text-sm font-medium text-stone-900 hover:underline">
                    {line.Name}
                  </Link>
                  <p className="text-xs text-stone-500">{line.Pack_Size}</p>
                  {line.SubstitutedFor ? (
                    <p className="text-xs font-medium text-amber-800">Replaces {line.SubstitutedFor} (out of stock)</p>
                  ) : (
                    <p className="text-xs text-stone-500">If out of stock: {substituteWords[line.Substitute]}</p>
                  )}
                  <p className="text-sm text-stone-600">
                    Quantity : {line.ProductQuantity} x {formatRupeesAsINR(line.UnitPrice)}
                  </p>
                </div>
                <p className="font-semibold text-stone-900">{formatRupeesAsINR(line.TotalAmount)}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="space-y-4">
          {bill && (
            <Details title="Bill Details">
              <Row label="Invoice Number">{bill.InvoiceNumber}</Row>
              <Row label="Invoice Date">{formatIndianDay(bill.InvoiceDate)}</Row>
              <Row label="Payment Mode">{bill.paymentMode}</Row>
              <Row label="Payment Status">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${paymentClasses(bill.PaymentStatusCode)}`}>{bill.PaymentStatus}</span>
              </Row>
              {bill.UpiRef && <Row label="UPI reference (UTR)">{bill.UpiRef}</Row>}
              <Row label="Total Amount">{formatRupeesAsINR(bill.TotalAmount)}</Row>
              {bill.Discount > 0 && <Row label="Discount">− {formatRupeesAsINR(bill.Discount)}</Row>}
              {bill.CouponDiscount > 0 && <Row label={`Coupon${bill.CouponCode ? ` (${bill.CouponCode})` : ''}`}>− {formatRupeesAsINR(bill.CouponDiscount)}</Row>}
              <Row label="Delivery charge">{bill.DeliveryCharge === 0 ? 'Free' : formatRupeesAsINR(bill.DeliveryCharge)}</Row>
              <Row label="Payable Total" strong>
                {formatRupeesAsINR(bill.PaybleTotal)}
              </Row>
              {bill.RefundDue > 0 && (
                <Row label={bill.RefundRef ? `Refunded (${bill.RefundRef})` : 'Owed back to you'}>{formatRupeesAsINR(bill.RefundDue)}</Row>
              )}
            </Details>
          )}
          {bill && (
            <section aria-labelledby="order-documents" className="rounded-2xl border border-stone-200 bg-white p-4">
              <h3 id="order-documents" className="mb-1 font-semibold text-stone-900">
                Tax documents
              </h3>
              <p className="mb-3 text-sm text-stone-600">{bill.CreditNoteNumber ? `Invoice ${bill.InvoiceNumber}, reversed by credit note ${bill.CreditNoteNumber}.` : `Invoice ${bill.InvoiceNumber}, as a PDF.`}</p>
              <div className="flex flex-wrap gap-2">
                <DownloadButton call="orderInvoice" input={{ query: { id } }} fileName={`Invoice ${bill.InvoiceNumber}.pdf`} aria-label={`Download invoice ${bill.InvoiceNumber} (PDF)`}>
                  Download invoice
                </DownloadButton>
                {bill.CreditNoteNumber && (
                  <DownloadButton call="orderCreditNote" input={{ query: { id } }} fileName={`Credit note ${bill.CreditNoteNumber}.pdf`} aria-label={`Download credit note ${bill.CreditNoteNumber} (PDF)`}>
                    Credit note
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
            {bill?.DeliverySlot && <p className="mb-1 font-medium text-stone-900">Delivery slot: {bill.DeliverySlot}</p>}
            {order.Address ? (
              <p>
                <span className="font-medium text-stone-900">{order.Address.title}</span>
                <br />
                {[order.Address.line1, order.Address.line2].filter(Boolean).join(', ')}
                <br />
                {order.Address.city}, {order.Address.state} {order.Address.pinCode}
              </p>
            ) : (
              <p>Collect it from our store.</p>
            )}
          </section>
        </div>
      </div>

      {first && (
        <Details title="Order Details">
          <Row label="Name">{first.Name}</Row>
          <Row label="Pack_Size">{first.Pack_Size}</Row>
          <Row label="UnitPrice">{formatRupeesAsINR(first.UnitPrice)}</Row>
          <Row label="Quantity">{first.ProductQuantity}</Row>
          <Row label="Discount">{formatRupeesAsINR(first.Discount)}</Row>
          <Row label="Payable Amount" strong>
            {formatRupeesAsINR(first.TotalAmount)}
          </Row>
        </Details>
      )}

      <CancelOrderDialog id={id} tranId={head.TranID} open={cancelling} onOpenChange={setCancelling} />
    </article>
  );
}

function Details({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.replace(/\s+/g, '-').toLowerCase()}`;
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
