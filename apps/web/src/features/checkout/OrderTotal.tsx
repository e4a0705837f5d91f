import { Trans, useLingui } from '@lingui/react/macro';
import type { CartDetailsReply, ShippingOption } from '@shop/contract';
import { ShieldCheck } from 'lucide-react';
import { formatRupeesAsINR, type PaymentModeCode } from '@shop/contract/format';
import { Button } from '../../ui/Button';
import { EAGER_LINE_PICTURES, LineImage, TotalsRows } from '../cart';
import { useLocalName } from '../../i18n/format';

/** The payable amount: the cart's (after coupon) plus the chosen option's delivery charge, in whole paise. */
export function payableWith(cart: CartDetailsReply, option: ShippingOption | null): number {
  return Math.round((cart.PaybleAmount + (option?.DeliveryCharge ?? 0)) * 100) / 100;
}

/** Place Order, busy (and so not pressable again) while the order is being placed. */
export function PlaceOrderButton({ placing, onPlace, className = '' }: { placing: boolean; onPlace: () => void; className?: string }) {
  return (
    <Button size="lg" className={className} busy={placing} onClick={onPlace}>
      {placing ? <Trans>Placing order...</Trans> : <Trans>Place Order</Trans>}
    </Button>
  );
}

/** The TOTAL box: the lines, then items, discount, coupon, delivery charge and payable amount, and Place Order. */
export function OrderTotal({ cart, option, pay, placing, onPlace }: { cart: CartDetailsReply; option: ShippingOption | null; pay: PaymentModeCode; placing: boolean; onPlace: () => void }) {
  const { t } = useLingui();
  const name = useLocalName();
  return (
    <section aria-labelledby="checkout-total" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="checkout-total" className="text-sm font-bold uppercase tracking-wider text-stone-900">
        <Trans>Total</Trans>
      </h2>
      <ul aria-label={t`Items in your order`} className="my-4 max-h-72 divide-y divide-stone-100 overflow-y-auto">
        {cart.data.map((line, i) => (
          <li key={line.pid} className="flex items-center gap-3 py-2">
            <LineImage line={line} className="size-12" eager={i < EAGER_LINE_PICTURES} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium text-stone-900">{name(line.ProductName, line.HindiName)}</p>
              <p className="text-xs text-stone-500">
                {line.qty} x {formatRupeesAsINR(line.Price)}
              </p>
              {line.Problem && <p className="text-xs font-medium text-amber-700">{line.Problem}</p>}
            </div>
            <p className="text-sm font-semibold text-stone-900">{formatRupeesAsINR(line.TAmount)}</p>
          </li>
        ))}
      </ul>
      <TotalsRows
        figures={{
          itemCount: cart.totalCartQuantity,
          TotalAmount: cart.TotalAmount,
          Discount: cart.Discount,
          CouponDiscount: cart.CouponDiscount,
          couponCode: cart.coupon?.applied ? cart.coupon.code : null,
          DeliveryCharge: option?.DeliveryCharge ?? 0,
          PayableAmount: payableWith(cart, option),
        }}
      />
      <div className="mt-4 hidden lg:block">
        <PlaceOrderButton placing={placing} onPlace={onPlace} className="w-full" />
      </div>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-stone-500">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-brand-700" />{' '}
        {pay === 'upi' ? <Trans>UPI: you pay on the next screen. Prices and stock are checked again as you order.</Trans> : <Trans>Cash on Delivery. Prices and stock are checked again as you order.</Trans>}
      </p>
    </section>
  );
}
