import type { OrderDetails, UpiPaymentRequest } from '@shop/contract';
import { CircleCheck, Clock, Smartphone, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDates } from '../../i18n/format';
import { buttonClasses } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useOrderDetails } from './api';

/** The server's SVG as an image: an <img> never runs what it shows, and the SVG is ours (docs/product.md#paying-by-upi). */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Minutes left until `when`, updated every 15 seconds; 0 once it has passed. */
function useMinutesLeft(when: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(when) - now) / 60_000));
}

/**
 * Paying an order by UPI: on a phone the Open UPI app button comes first (the link opens the shopper's UPI app with
 * the payee and the exact amount filled in); on a larger screen the QR code does, to scan with a phone. Below: the
 * same details to pay by hand.
 */
export function UpiPaymentRequestView({ request, tranId }: { request: UpiPaymentRequest; tranId: string }) {
  const { t } = useLingui();
  const dates = useDates();
  const minutes = useMinutesLeft(request.payBy);
  const amount = formatRupeesAsINR(request.amount);
  const payBy = dates.moment(request.payBy);
  const payee = request.payeeName;
  return (
    <section aria-labelledby="upi-pay-title" className="rounded-2xl border-2 border-brand-600 bg-white p-4 text-left sm:p-6">
      <h2 id="upi-pay-title" className="text-lg font-bold text-stone-900 sm:text-xl">
        <Trans>Pay {amount} by UPI</Trans>
      </h2>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-stone-700">
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <span>
          {minutes > 0 ? (
            <Trans>
              Please pay by <strong>{payBy}</strong> (<Plural value={minutes} one="# minute left" other="# minutes left" />). We hold your items until then; unpaid, the order is cancelled.
            </Trans>
          ) : (
            <Trans>
              Please pay by <strong>{payBy}</strong>. We hold your items until then; unpaid, the order is cancelled.
            </Trans>
          )}
        </span>
      </p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row-reverse sm:items-center sm:justify-end sm:gap-6">
        <div className="flex flex-col gap-2 sm:max-w-xs">
          <a href={request.upiLink} className={buttonClasses('primary', 'lg', 'w-full whitespace-nowrap text-lg sm:w-auto sm:text-base')}>
            <Smartphone aria-hidden className="size-5" /> <Trans>Open UPI app</Trans>
          </a>
          <p className="text-xs text-stone-500 sm:text-sm">
            <Trans>On a phone: opens Google Pay, PhonePe, Paytm, BHIM or your bank's UPI app with {amount} filled in.</Trans>
          </p>
        </div>
        <figure className="mx-auto shrink-0 sm:mx-0">
          <img src={qrSource(request.upiQr)} alt={t`UPI QR code: pay ${amount} to ${payee} for order ${tranId}`} width={224} height={224} className="size-44 rounded-xl border border-stone-200 bg-white sm:size-56" />
          <figcaption className="mt-1 text-center text-xs text-stone-500">
            <Trans>On a computer: scan with any UPI app</Trans>
          </figcaption>
        </figure>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-stone-50 p-3 text-sm">
        <dt className="text-stone-600">
          <Trans>UPI id</Trans>
        </dt>
        <dd className="break-all font-medium text-stone-900">{request.payeeUpiId}</dd>
        <dt className="text-stone-600">
          <Trans>Name</Trans>
        </dt>
        <dd className="font-medium text-stone-900">{request.payeeName}</dd>
        <dt className="text-stone-600">
          <Trans>Amount</Trans>
        </dt>
        <dd className="font-medium text-stone-900">{amount}</dd>
        <dt className="text-stone-600">
          <Trans>Note</Trans>
        </dt>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the UPI payment's note, as the payer's app and bank statement show it */}
        <dd className="font-medium text-stone-900">Order {tranId}</dd>
      </dl>
      <p className="mt-3 text-xs text-stone-500">
        <Trans>We confirm your order as soon as the payment reaches us; this page updates by itself.</Trans>
      </p>
    </section>
  );
}

/** Where a UPI order's payment stands once it no longer awaits one. */
export function UpiPaymentOutcome({ order }: { order: OrderDetails }) {
  const bill = order.Table1[0];
  const paid = bill ? formatRupeesAsINR(bill.PaybleTotal) : '';
  const utr = bill?.UpiRef;
  if (!bill || bill.paymentMode !== 'UPI' || bill.PaymentStatusCode === 'awaiting') return null;
  if (bill.PaymentStatusCode === 'paid') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>
          {utr ? (
            <Trans>
              <strong>Payment received.</strong> Thank you: your UPI payment of {paid} (UTR {utr}) has reached us.
            </Trans>
          ) : (
            <Trans>
              <strong>Payment received.</strong> Thank you: your UPI payment of {paid} has reached us.
            </Trans>
          )}
        </span>
      </p>
    );
  }
  return (
    <p role="status" className="flex items-start gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <span>
        <Trans>This order was cancelled before its UPI payment arrived, so nothing is due for it and its items are back on the shelf.</Trans>
      </span>
    </p>
  );
}

/**
 * The success page's heading for a UPI order: what to do while the payment is awaited ("Pay ₹X within 30 minutes to
 * confirm", never a congratulation for an order not yet confirmed), then whether it was paid. Shares the panel's query.
 */
export function UpiSuccessHeading({ orderId }: { orderId: number }) {
  const order = useOrderDetails(orderId, { watchPayment: true });
  const request = order.data?.UpiPayment;
  if (request) return <PayWithin request={request} />;
  if (order.data?.Table1[0]?.PaymentStatusCode === 'paid') return <Trans>Thank you! Your order is confirmed.</Trans>;
  if (order.data) return <Trans>Your order</Trans>;
  return <Trans>Pay by UPI to confirm your order</Trans>;
}

function PayWithin({ request }: { request: UpiPaymentRequest }) {
  const minutes = useMinutesLeft(request.payBy);
  const amount = formatRupeesAsINR(request.amount);
  return (
    <Trans>
      Pay {amount} within <Plural value={minutes} one="# minute" other="# minutes" /> to confirm
    </Trans>
  );
}

/**
 * A UPI order's payment on the success page: the payment request while it awaits payment (read again every 10 seconds,
 * so the page shows Paid or Expired by itself), then the outcome.
 */
export function UpiPaymentPanel({ orderId }: { orderId: number }) {
  const order = useOrderDetails(orderId, { watchPayment: true });
  if (order.isPending) return <Skeleton className="h-72 w-full rounded-2xl" />;
  if (order.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {order.error.message}
      </p>
    );
  }
  const request = order.data.UpiPayment;
  return request ? <UpiPaymentRequestView request={request} tranId={order.data.Table[0].TranID} /> : <UpiPaymentOutcome order={order.data} />;
}
