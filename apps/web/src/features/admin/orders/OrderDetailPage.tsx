import { ArrowLeft, BadgeIndianRupee, CheckCircle2, Truck, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { adminOrderPaidInput, type AdminOrderDetail, type AdminRefundInput, type AdminOrderPaidInput, type AdminOrderStatusInput } from '@shop/contract/admin';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Button } from '../../../ui/Button';
import { DownloadButton } from '../../../ui/DownloadButton';
import { TextAreaField, TextField } from '../../../ui/Field';
import { SafeImage } from '../../../ui/SafeImage';
import { Skeleton } from '../../../ui/Skeleton';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { useAdminOrder } from '../api/hooks';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/Badge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatIndianMoment, substituteWords } from '@shop/contract/format';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { mailtoHref } from '../../../lib/mailto';
import { PhoneLink } from '../components/PhoneLink';

const moves = {
  2: { label: 'Mark as Shipped', icon: Truck, tone: 'primary', ask: 'The customer gets a mail that the order is on its way.' },
  3: { label: 'Mark as Delivered', icon: CheckCircle2, tone: 'primary', ask: 'The customer gets a mail that the order was delivered.' },
  4: { label: 'Cancel order', icon: XCircle, tone: 'danger', ask: 'Its items go back into stock and the customer gets a mail that the order was cancelled. This cannot be undone.' },
} as const;

const back = (
  <Link to="/admin/orders" className="mb-1 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900">
    <ArrowLeft aria-hidden className="size-4" /> Orders
  </Link>
);

function StatusActions({ order }: { order: AdminOrderDetail }) {
  const [target, setTarget] = useState<2 | 3 | 4 | null>(null);
  const [note, setNote] = useState('');
  const change = useAdminMutation((body: AdminOrderStatusInput) => call('adminOrderStatus', { params: { id: order.id }, body }), {
    refresh: ['orders', 'products', 'members', 'coupons'],
  });
  const move = target ? moves[target] : null;
  if (!order.nextStatuses.length) return <p className="text-sm text-stone-500">{order.statusName} is final: this order's status can no longer change.</p>;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {order.nextStatuses.map((s) => {
          const m = moves[s as 2 | 3 | 4];
          const Icon = m.icon;
          return (
            <Button key={s} variant={s === 4 ? 'secondary' : 'primary'} className={s === 4 ? 'text-red-700' : ''} onClick={() => setTarget(s as 2 | 3 | 4)}>
              <Icon aria-hidden className="size-4" /> {m.label}
            </Button>
          );
        })}
      </div>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) {
            setTarget(null);
            setNote('');
          }
        }}
        title={move ? `${move.label}: ${order.tranId}?` : ''}
        description={move?.ask ?? ''}
        confirmLabel={move?.label ?? ''}
        tone={target === 4 ? 'danger' : 'primary'}
        busy={change.isPending}
        onConfirm={() =>
          change.mutate(
            { status: target!, note: note.trim() || undefined },
            {
              onSuccess: () => {
                setTarget(null);
                setNote('');
              },
            },
          )
        }
      >
        <TextAreaField label="Note for the customer (optional)" rows={3} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} hint="For example the courier and tracking number. It is included in the mail." />
      </ConfirmDialog>
    </>
  );
}

/** The order's tax invoice, and its credit note once cancelled, as PDFs. */
function TaxDocuments({ order }: { order: AdminOrderDetail }) {
  const params = { id: order.id };
  return (
    <div className="flex flex-wrap items-start gap-2 text-sm">
      <DownloadButton call="adminOrderInvoice" input={{ params }} fileName={`Invoice ${order.invoiceNumber}.pdf`} aria-label={`Download invoice ${order.invoiceNumber} (PDF)`}>
        Download invoice
      </DownloadButton>
      {order.creditNoteNumber && (
        <DownloadButton call="adminOrderCreditNote" input={{ params }} fileName={`Credit note ${order.creditNoteNumber}.pdf`} aria-label={`Download credit note ${order.creditNoteNumber} (PDF)`}>
          Credit note
        </DownloadButton>
      )}
    </div>
  );
}

/** The payment of the order; for a UPI order awaiting payment, the Mark paid form with the UPI reference (UTR). */
function PaymentSection({ order }: { order: AdminOrderDetail }) {
  const [utr, setUtr] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const paid = useAdminMutation((body: AdminOrderPaidInput) => call('adminOrderPaid', { params: { id: order.id }, body }), { refresh: ['orders', 'members'] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = adminOrderPaidInput.safeParse({ utr, amount: amount.trim() === '' ? undefined : Number(amount) });
    const issue = checked.success ? null : checked.error.issues[0];
    setProblem(issue && issue.path[0] !== 'amount' ? issue.message : null);
    setAmountProblem(issue?.path[0] === 'amount' ? issue.message : null);
    if (!checked.success) return;
    paid.mutate(checked.data, {
      onSuccess: () => {
        setUtr('');
        setAmount('');
      },
      onError: (error) => setProblem(error.message),
    });
  };
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-stone-600">Mode</dt>
        <dd className="font-medium text-stone-900">{order.paymentMode}</dd>
        <dt className="text-stone-600">Status</dt>
        <dd>
          <PaymentStatusBadge status={order.paymentStatus} name={order.paymentStatusName} />
        </dd>
        {order.paymentDueAt && (
          <>
            <dt className="text-stone-600">Due by</dt>
            <dd className="text-stone-900">{formatIndianMoment(order.paymentDueAt)} (unpaid by then, it is cancelled and its stock returned)</dd>
          </>
        )}
        {order.upiRef && (
          <>
            <dt className="text-stone-600">UTR</dt>
            <dd className="font-mono text-stone-900">{order.upiRef}</dd>
          </>
        )}
        {order.paidAt && (
          <>
            <dt className="text-stone-600">Paid</dt>
            <dd className="text-stone-900">{formatIndianMoment(order.paidAt)}</dd>
          </>
        )}
      </dl>
      {order.paymentStatus === 'awaiting' && (
        <form onSubmit={submit} noValidate aria-label="Mark paid" className="flex flex-col gap-3 border-t border-stone-100 pt-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label="UPI reference (UTR)"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              placeholder="12 digits, e.g. 412345678901"
              value={utr}
              onChange={(e) => setUtr(e.target.value)}
              error={problem ?? undefined}
              hint={`Find it in the bank statement or UPI app against ${formatRupeesAsINR(order.payable)} with the note "Order ${order.tranId}".`}
            />
          </div>
          <div className="sm:w-36">
            <TextField label="Amount received (₹)" inputMode="decimal" autoComplete="off" placeholder={String(order.payable)} value={amount} onChange={(e) => setAmount(e.target.value)} error={amountProblem ?? undefined} />
          </div>
          <Button type="submit" busy={paid.isPending} className="sm:mt-6">
            <BadgeIndianRupee aria-hidden className="size-4" /> Mark paid
          </Button>
        </form>
      )}
    </div>
  );
}

/** One order: its lines, money, customer, address, status history, and the status changes it allows. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useAdminOrder(id);
  if (order.isPending) {
    return (
      <div role="status" aria-label="Loading the order" className="space-y-4">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <>
        <PageHeader title="Order" back={back} />
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
          {order.error.message}
        </p>
      </>
    );
  }
  const o = order.data;
  const money = [
    ['Total (MRP)', formatRupeesAsINR(o.total)],
    ['Discount', `− ${formatRupeesAsINR(o.discount)}`],
    ...(o.couponCode ? [[`Coupon ${o.couponCode}`, `− ${formatRupeesAsINR(o.couponDiscount)}`]] : []),
    ['Delivery', o.delivery ? formatRupeesAsINR(o.delivery) : 'Free'],
  ];

  return (
    <>
      <PageHeader
        back={back}
        title={`Order ${o.tranId}`}
        description={`Invoice ${o.invoiceNumber} · placed ${formatIndianMoment(o.placedAt)} · ${o.paymentMode}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <OrderStatusBadge status={o.status} name={o.statusName} />
            <PaymentStatusBadge status={o.paymentStatus} name={o.paymentStatusName} />
          </div>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-5">
          <Panel title="Status">
            <StatusActions order={o} />
            {o.paymentStatus === 'awaiting' && o.status === 1 && <p className="mt-3 text-sm text-amber-800">It ships once its UPI payment is marked paid below.</p>}
          </Panel>
          <Panel title="Payment">
            <PaymentSection order={o} />
          </Panel>
          <Panel title="Tax documents">
            <TaxDocuments order={o} />
          </Panel>
          <Panel title={`Items (${o.itemCount})`} padded={false}>
            <ul className="divide-y divide-stone-100">
              {o.lines.map((l) => (
                <li key={l.id} className="flex items-center gap-3 px-4 py-3">
                  <SafeImage src={l.image} alt="" className="size-12 shrink-0 rounded-md border border-stone-100 object-contain" />
                  <div className="min-w-0 flex-1">
                    <Link to={`/admin/products/${l.productId}`} className="block truncate font-medium text-stone-900 hover:underline">
                      {l.name}
                    </Link>
                    <p className="text-xs text-stone-500">
                      {l.packSize} · {l.qty} × {formatRupeesAsINR(l.unitPrice)}
                      {l.mrp > l.unitPrice && <span className="line-through"> {formatRupeesAsINR(l.mrp)}</span>}
                    </p>
                    <p className="text-xs text-stone-500">{l.substitutedFor ? <span className="text-amber-800">Replaces {l.substitutedFor}</span> : `If short: ${substituteWords[l.substitute]}`}</p>
                  </div>
                  <p className="font-medium tabular-nums">{formatRupeesAsINR(l.total)}</p>
                </li>
              ))}
            </ul>
            <dl className="space-y-1.5 border-t border-stone-100 px-4 py-3 text-sm">
              {money.map(([k, v]) => (
                <div key={k} className="flex justify-between text-stone-600">
                  <dt>{k}</dt>
                  <dd className="tabular-nums">{v}</dd>
                </div>
              ))}
              <div className="flex justify-between border-t border-stone-100 pt-2 text-base font-semibold text-stone-900">
                <dt>Payable</dt>
                <dd className="tabular-nums">{formatRupeesAsINR(o.payable)}</dd>
              </div>
            </dl>
            {o.refundDue > 0 && <RefundRow order={o} />}
          </Panel>
        </div>
        <div className="space-y-5">
          <Panel title="Customer">
            <p className="font-medium text-stone-900">{o.customerName}</p>
            {o.customerEmail ? (
              <a href={mailtoHref(o.customerEmail)} className="text-sm text-brand-700 hover:underline">
                {o.customerEmail}
              </a>
            ) : (
              <p className="text-sm text-stone-500">No e-mail (account closed)</p>
            )}
            {o.memberId && (
              <Link to={`/admin/members/${o.memberId}`} className="mt-2 block text-sm font-medium text-brand-700 hover:underline">
                See the member
              </Link>
            )}
          </Panel>
          <Panel title={o.shippingOptionName}>
            {o.slot && <p className="mb-2 text-sm font-medium text-stone-900">Slot: {o.slot}</p>}
            {o.address ? (
              <address className="text-sm not-italic leading-relaxed text-stone-700">
                {(o.address.receiverName || o.address.receiverMobile) && (
                  <span className="mb-1 flex flex-wrap items-center gap-x-2">
                    <span className="font-medium text-stone-900">{o.address.receiverName}</span>
                    <PhoneLink mobile={o.address.receiverMobile} />
                  </span>
                )}
                <span className="font-medium text-stone-900">{o.address.title}</span>
                <br />
                {o.address.line1}
                {o.address.line2 && (
                  <>
                    <br />
                    {o.address.line2}
                  </>
                )}
                <br />
                {o.address.city}, {o.address.state} {o.address.pinCode}
                {o.address.landmark && (
                  <>
                    <br />
                    <span className="text-stone-500">Location: {o.address.landmark}</span>
                  </>
                )}
              </address>
            ) : (
              <p className="text-sm text-stone-600">Picked up at the store: no address needed.</p>
            )}
          </Panel>
          <Panel title="History">
            <ol className="space-y-3">
              {o.history.map((h, i) => (
                <li key={i} className="relative pl-5 text-sm">
                  <span aria-hidden className="absolute left-0 top-1.5 size-2.5 rounded-full bg-brand-600" />
                  <p className="font-medium text-stone-900">{h.statusName}</p>
                  <p className="text-xs text-stone-500">
                    {formatIndianMoment(h.at)}
                    {h.changedBy ? ` · by ${h.changedBy}` : ''}
                  </p>
                  {h.note && <p className="mt-0.5 text-stone-600">{h.note}</p>}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </>
  );
}

/** The refund owed after a cancellation or short pick of a paid UPI order, and the form recording it once paid back. */
function RefundRow({ order }: { order: AdminOrderDetail }) {
  const [ref, setRef] = useState('');
  const [amount, setAmount] = useState(String(order.refundDue));
  const refund = useAdminMutation((body: AdminRefundInput) => call('adminOrderRefund', { params: { id: order.id }, body }), { refresh: ['orders'] });
  return (
    <div className="space-y-2 border-t border-stone-100 px-4 py-3 text-sm">
      <p className="flex justify-between font-medium text-amber-800">
        <span>{order.refundRef ? `Refunded (${order.refundRef}${order.refundedAt ? `, ${formatIndianMoment(order.refundedAt)}` : ''})` : 'Owed back to the customer'}</span>
        <span className="tabular-nums">{formatRupeesAsINR(order.refundDue)}</span>
      </p>
      {!order.refundRef && (
        <form
          aria-label="Record the refund"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            refund.mutate({ ref: ref.trim(), amount: Number(amount) });
          }}
          className="flex items-end gap-2"
        >
          <div className="flex-1">
            <TextField label="Refund reference (UTR)" value={ref} onChange={(e) => setRef(e.currentTarget.value)} />
          </div>
          <div className="w-28">
            <TextField label="Amount (₹)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          </div>
          <Button type="submit" size="sm" busy={refund.isPending}>
            Record refund
          </Button>
        </form>
      )}
    </div>
  );
}
