import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Button, buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { countOf, useCart, useStockRefresh } from './api';
import { CartLineCards } from './CartLineCards';
import { CartSkeleton } from './CartSkeleton';
import { CartTable } from './CartTable';
import { CouponBox } from './CouponBox';
import { EmptyCartIllustration } from './EmptyCartIllustration';
import { FreeDeliveryBar } from './FreeDeliveryBar';
import { DeliveryTimes } from '../delivery';
import { StockChangesNotice } from './StockChangesNotice';
import { TotalsRows } from './TotalsRows';

/** /cart: the lines with steppers, a coupon, the totals and Proceed Checkout; the cart is checked against stock on load. */
export default function CartPage() {
  const { t } = useLingui();
  const cart = useCart();
  const stockChanges = useStockRefresh();
  const navigate = useNavigate();
  const lines = cart.data?.data ?? [];
  const count = countOf(lines);

  const proceed = () => {
    if (lines.length === 0) return toast.error(t`Your cart is empty. Please add items to proceed to checkout.`);
    if (!cart.data?.canCheckout) return toast.error(t`Some items in your cart need a change before checkout: see the notes under them.`);
    navigate('/checkout');
  };

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-stone-900">
        <Trans>My Cart</Trans>
        {count > 0 && (
          <span className="ml-2 text-base font-medium text-stone-500">
            (<Plural value={count} one="# item" other="# items" />)
          </span>
        )}
      </h1>
      <StockChangesNotice changes={stockChanges} />

      {cart.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {cart.error instanceof ApiError && cart.error.status === 401 ? t`Please login to load Cart Items.` : t`Failed to fetch cart details.`}
        </p>
      ) : cart.isPending ? (
        <CartSkeleton />
      ) : lines.length === 0 ? (
        <EmptyState
          illustration={<EmptyCartIllustration />}
          title={t`No products in the cart. Please add items to proceed.`}
          action={
            <Link to="/shop" className={buttonClasses('primary', 'lg')}>
              <Trans>Buy Products</Trans>
            </Link>
          }
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem] lg:gap-6">
          <section aria-label={t`Cart items`} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <CartTable lines={lines} />
            <CartLineCards lines={lines} />
            <div className="border-t border-stone-100 px-4 py-3">
              <Link to="/shop" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
                <ArrowLeft aria-hidden className="size-4" /> <Trans>Continue shopping</Trans>
              </Link>
            </div>
          </section>

          <aside className="space-y-4 lg:sticky lg:top-24">
            <FreeDeliveryBar itemsTotal={cart.data.ItemsTotal} />
            <DeliveryTimes />
            <CouponBox cart={cart.data} />
            <section aria-labelledby="cart-totals" className="rounded-2xl border border-stone-200 bg-white p-4">
              <h2 id="cart-totals" className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-500">
                <Trans>Price details</Trans>
              </h2>
              <TotalsRows
                figures={{
                  TotalAmount: cart.data.TotalAmount,
                  Discount: cart.data.Discount,
                  CouponDiscount: cart.data.CouponDiscount,
                  couponCode: cart.data.coupon?.applied ? cart.data.coupon.code : null,
                  PayableAmount: cart.data.PaybleAmount,
                }}
              />
              <p className="mt-3 text-xs text-stone-500">
                <Trans>Delivery charges, if any, are added at checkout.</Trans>
              </p>
              <div className="mt-4 hidden lg:block">
                <Button size="lg" className="w-full" onClick={proceed}>
                  <Trans>Proceed Checkout</Trans>
                </Button>
              </div>
              <p className="mt-3 hidden items-center justify-center gap-1.5 text-xs text-stone-500 lg:flex">
                <ShieldCheck aria-hidden className="size-4 shrink-0 text-brand-700" /> <Trans>Pay by UPI or cash on delivery. Prices checked again when you order.</Trans>
              </p>
            </section>
          </aside>

        </div>
      )}
      {/* On phones the payable amount and the button stay in reach at the bottom of the screen. */}
      {cart.data && lines.length > 0 && (
        <div className="sticky bottom-0 z-20 -mx-3 -mb-4 mt-4 flex sm:-mx-4 sm:-mb-6 items-center justify-between gap-3 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:hidden">
          <div>
            <p className="text-xs text-stone-500">
              <Trans>Payable Amount</Trans>
            </p>
            <p className="text-lg font-bold text-stone-900">{formatRupeesAsINR(cart.data.PaybleAmount)}</p>
          </div>
          <Button size="lg" onClick={proceed}>
            <Trans>Proceed Checkout</Trans>
          </Button>
        </div>
      )}
    </main>
  );
}
