import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, PartyPopper } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatRupeesAsINR } from '@shop/contract/format';
import { buttonClasses } from '../../ui/Button';
import { UpiPaymentPanel, UpiSuccessHeading } from '../orders';

/** A rupee amount from the address bar, or null when it is missing or not a number. */
function amount(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** /Success?msg&orderId&paybleAmount&TotalAmount: the confirmation after placing an order. */
export default function SuccessPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const msg = params.get('msg') || t`Your Order Updated Successfully`;
  const orderId = params.get('orderId') ?? '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a parameter's name in the address
  const tranId = params.get('TranID');
  const payable = amount(params.get('paybleAmount'));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a parameter's name in the address
  const total = amount(params.get('TotalAmount'));
  const ordersLink = /^\d+$/.test(orderId) ? `/orders?activeTab=orders&order=${orderId}` : '/orders?activeTab=orders';
  const upi = params.get('pay') === 'upi' && /^\d+$/.test(orderId);

  return (
    <main className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700">
          {upi ? <Clock aria-hidden className="size-8" /> : <PartyPopper aria-hidden className="size-8" />}
        </div>
        <p role="status" className="mt-4 text-sm font-semibold text-brand-700">
          {msg}
        </p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {upi ? <UpiSuccessHeading orderId={Number(orderId)} /> : <Trans>Congratulations on Your Order!</Trans>}
        </h1>
        <h2 className="mt-4 text-base font-semibold text-stone-800">
          <Trans>Order Details for Order: {orderId}</Trans>
        </h2>
        {tranId && (
          <p className="mt-1 text-sm text-stone-500">
            <Trans>Reference {tranId}</Trans>
          </p>
        )}

        {/* A UPI order's payment comes first, in reach on a phone; then the amounts. */}
        {upi && (
          <div className="mt-6">
            <UpiPaymentPanel orderId={Number(orderId)} />
          </div>
        )}
        {(total !== null || payable !== null) && (
          <dl className="mx-auto mt-6 max-w-xs space-y-2 rounded-2xl bg-stone-50 p-4 text-sm">
            {total !== null && (
              <div className="flex justify-between gap-4">
                <dt className="text-stone-600">
                  <Trans>Total Amount</Trans>
                </dt>
                <dd className="font-medium text-stone-900">{formatRupeesAsINR(total)}</dd>
              </div>
            )}
            {payable !== null && (
              <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base">
                <dt className="font-semibold text-stone-800">
                  <Trans>Payable Amount</Trans>
                </dt>
                <dd className="font-bold text-stone-900">{formatRupeesAsINR(payable)}</dd>
              </div>
            )}
          </dl>
        )}
        {!upi && (
          <p className="mt-4 text-sm text-stone-600">
            <Trans>Pay in cash when your order arrives. We will e-mail you as it moves along.</Trans>
          </p>
        )}

        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            <Trans>Go to Home Page</Trans>
          </Link>
          <Link to={ordersLink} className={buttonClasses('primary', 'lg')}>
            <Trans>My Orders</Trans>
          </Link>
        </div>
      </div>
    </main>
  );
}
