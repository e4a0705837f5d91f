import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Phone, Store, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { formatRupeesAsINR } from '@shop/contract/format';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { useAddresses, useAddressSelection } from '../addresses';
import { useCart } from '../cart';
import { MobileForm } from '../account';
import { useSession } from '../../lib/session';
import { SlotPicker, useArrivalWords, useDeliverySlots, usePinCode } from '../delivery';
import { useLocalName } from '../../i18n/format';
import { useCompany, useFullAddress } from '../company';
import { orderErrorMessage, usePlaceOrder, useShippingOptions } from './api';
import { DeliveryOptions } from './DeliveryOptions';
import { OrderTotal, payableWith, PlaceOrderButton } from './OrderTotal';
import { PaymentOptions } from './PaymentOptions';
import { BuyerGstin } from './BuyerGstin';
import { buyerGstinField } from '@shop/contract';
import type { PaymentModeCode } from '@shop/contract/format';
import type { ShippingOption } from '@shop/contract';
import { ShippingAddresses } from './ShippingAddresses';
import { successUrl } from './successUrl';

/** The billing form comes with the address checks (zod): its own chunk, loaded as the page shows. */
const BillingFields = lazy(() => import('./BillingFields').then((m) => ({ default: m.BillingFields })));

const BillingSkeleton = () => <Skeleton className="h-64 w-full rounded-2xl" />;

/** /checkout: delivery option, shipping address (with its billing fields), the TOTAL and Place Order. */
export default function CheckoutPage() {
  const { t } = useLingui();
  const local = useLocalName();
  const arrivalWords = useArrivalWords();
  // An option without slots says when it comes (express: today before its cut-off, else the next day), else its own words.
  const promiseOf = (o: ShippingOption) => {
    const arrives = arrivalWords(o.Arrives, o.OrderBy);
    if (!arrives) return local(o.Description, o.HindiDescription);
    return (
      <span className="flex flex-col">
        <span className="font-medium text-stone-900">{arrives.when}</span>
        {arrives.why && <span className="text-stone-600">{arrives.why}</span>}
      </span>
    );
  };
  const cart = useCart();
  const options = useShippingOptions();
  const addresses = useAddresses();
  const { selected: address, select: selectAddress } = useAddressSelection(addresses.data);
  const [optionKid, setOptionKid] = useState<number | null>(null);
  const [billingDirty, setBillingDirty] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => setBillingDirty(dirty), []);
  const place = usePlaceOrder();
  const navigate = useNavigate();
  const company = useCompany();
  const [payChoice, setPayChoice] = useState<PaymentModeCode>('cod');
  const [gstin, setGstin] = useState('');
  const [gstinProblem, setGstinProblem] = useState<string | null>(null);

  const [slotKid, setSlotKid] = useState<number | null>(null);
  // Only the options that reach the chosen address are offered (store pickup reaches everyone).
  const pinInfo = usePinCode(address?.PinCode);
  const reaching = pinInfo.data ? new Set(pinInfo.data.data.Options.map((o) => o.kid)) : null;
  const reaches = (kid: number) => !address || !reaching || reaching.has(kid);
  const option = options.data?.find((o) => o.kid === optionKid) ?? options.data?.[0] ?? null;
  const needsAddress = option?.needsAddress ?? true;
  // The chosen option does not reach the chosen address: the shopper picks another address, or another option.
  const optionName = option ? local(option.Name, option.HindiName) : '';
  const pinCode = address?.PinCode ?? '';
  const outOfReach = option && needsAddress && address && !reaches(option.kid) ? t`${optionName} does not reach pin code ${pinCode}. Please choose another address, or another delivery option (store pickup is open to everyone).` : null;
  const slotsFor = needsAddress && address && option && !outOfReach;
  // The rider calls the address's receiver, or the member: a home delivery needs one of the two numbers (issue 33).
  const accountMobile = useSession()?.mobile ?? '';
  const noNumber = Boolean(needsAddress && address && !address.ReceiverMobile && !accountMobile);
  // Until then the slots count as still loading: an order never goes without the slot its option books.
  const slots = useDeliverySlots(slotsFor ? option.kid : null, slotsFor ? address.kid : null);
  const needsSlot = needsAddress && Boolean(slots.data?.length);
  const chooseOption = (kid: number) => {
    setOptionKid(kid);
    setSlotKid(null);
  };
  // UPI is offered only while the shop has a UPI id (company details).
  const upiOffered = Boolean(company.data?.UpiId);
  const pay: PaymentModeCode = upiOffered ? payChoice : 'cod';

  const placeOrder = () => {
    if (place.isPending) return;
    if (!option || (needsAddress && !address)) return toast.error(t`Please select a shipping option and address.`);
    if (outOfReach) return toast.error(outOfReach);
    if (needsAddress && billingDirty) return toast.error(t`Please save the changes to your address first.`);
    if (noNumber) return toast.error(t`Please add a mobile number the rider can call: on the address, or in Login & Security.`);
    // Slots still loading count as slots to choose: the order never goes without the slot the option books.
    if ((needsSlot && !slotKid) || (slotsFor && slots.isPending)) return toast.error(t`Please choose a delivery slot.`);
    if (cart.data && !cart.data.canCheckout) return toast.error(t`Some items in your cart need a change before checkout: see the notes under them.`);
    const buyer = buyerGstinField.safeParse(gstin);
    setGstinProblem(buyer.success ? null : (buyer.error.issues[0]?.message ?? null));
    if (!buyer.success) return;
    place.mutate(
      { did: option.kid, saddid: needsAddress && address ? address.kid : 0, pay, gstin: buyer.data, slot: needsSlot ? (slotKid ?? undefined) : undefined, shownPayable: cart.data ? payableWith(cart.data, option) : 0 },
      {
        onSuccess: ({ saved }) => navigate(successUrl(saved), { replace: true }),
        onError: (error) => {
          toast.error(orderErrorMessage(error), { duration: 8000 });
          // A slot that filled up meanwhile: the slots are read again and the shopper chooses another.
          if (needsSlot) {
            setSlotKid(null);
            void slots.refetch();
          }
        },
      },
    );
  };

  if (place.isSuccess) {
    return (
      <main className="mx-auto grid min-h-[50vh] max-w-xl place-items-center px-4 py-10 text-center">
        <p role="status" className="flex items-center gap-2 text-lg font-semibold text-brand-800">
          <CircleCheck aria-hidden className="size-6" /> <Trans>Order placed. Opening your order confirmation...</Trans>
        </p>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-stone-900">
        <Trans>Checkout</Trans>
      </h1>
      {cart.isPending || options.isPending ? (
        <CheckoutSkeleton />
      ) : cart.isError || options.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {(cart.error ?? options.error)?.message}
        </p>
      ) : cart.data.data.length === 0 ? (
        <EmptyState
          title={t`Your cart is empty. Please add items to proceed to checkout.`}
          action={
            <Link to="/shop" className={buttonClasses('primary', 'lg')}>
              <Trans>Buy Products</Trans>
            </Link>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
          <div className="min-w-0 space-y-6">
            {!cart.data.canCheckout && (
              <p role="alert" className="flex items-start gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
                <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
                <span>
                  <Trans>
                    Stock or limits changed for some items.{' '}
                    <Link to="/cart" className="font-semibold underline">
                      Review your cart
                    </Link>{' '}
                    before placing the order.
                  </Trans>
                </span>
              </p>
            )}
            <Step n={1} title={t`Delivery option`}>
              <DeliveryOptions options={options.data} selected={option} onSelect={chooseOption} itemsTotal={cart.data.ItemsTotal} unreachable={(o) => (reaches(o.kid) ? null : t`Does not reach ${pinCode}`)} />
              {outOfReach && (
                <p role="alert" className="mt-3 flex items-start gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                  <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
                  {outOfReach}
                </p>
              )}
            </Step>
            {needsAddress ? (
              <>
                <Step n={2} title={t`Shipping address`}>
                  <ShippingAddresses
                    addresses={addresses.data}
                    isPending={addresses.isPending}
                    selected={address}
                    onSelect={(a) => {
                      selectAddress(a);
                      setSlotKid(null);
                    }}
                  />
                </Step>
                {noNumber && (
                  <div role="alert" className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
                    <p className="flex items-start gap-2 font-medium">
                      <Phone aria-hidden className="mt-0.5 size-5 shrink-0" />
                      <Trans>Add a mobile number the rider can call at the door.</Trans>
                    </p>
                    <MobileForm label={t`Your mobile number`} />
                  </div>
                )}
                {address && option && !outOfReach && (
                  <Step n={3} title={needsSlot ? t`Delivery slot` : t`When it arrives`}>
                    <SlotPicker key={`${option.kid}-${address.kid}`} did={option.kid} saddid={address.kid} promise={promiseOf(option)} value={slotKid} onChange={setSlotKid} />
                  </Step>
                )}
                {address && (
                  <Step n={4} title={t`Billing details`}>
                    <Suspense fallback={<BillingSkeleton />}>
                      <BillingFields key={JSON.stringify(address)} address={address} onDirtyChange={onDirtyChange} />
                    </Suspense>
                  </Step>
                )}
              </>
            ) : (
              <Step n={2} title={t`Pick up from our store`}>
                <StorePickup />
              </Step>
            )}
            {upiOffered && (
              <Step n={needsAddress ? (address ? 5 : 3) : 3} title={t`Payment`}>
                <PaymentOptions selected={pay} onSelect={setPayChoice} />
              </Step>
            )}
            <BuyerGstin value={gstin} onChange={setGstin} error={gstinProblem} />
          </div>
          <aside className="lg:sticky lg:top-24">
            <OrderTotal cart={cart.data} option={option} pay={pay} placing={place.isPending} onPlace={placeOrder} />
          </aside>
        </div>
      )}
      {/* On phones the payable amount and Place Order stay in reach at the bottom of the screen. */}
      {cart.data && cart.data.data.length > 0 && options.data && (
        <div className="sticky bottom-0 z-20 -mx-3 -mb-4 mt-6 flex items-center justify-between gap-3 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:-mx-4 sm:-mb-6 lg:hidden">
          <div>
            <p className="text-xs text-stone-500">
              <Trans>Payable Amount</Trans>
            </p>
            <p className="text-lg font-bold text-stone-900">{formatRupeesAsINR(payableWith(cart.data, option))}</p>
          </div>
          <PlaceOrderButton placing={place.isPending} onPlace={placeOrder} />
        </div>
      )}
    </main>
  );
}

/** A numbered step of checkout. */
function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  const id = `checkout-step-${n}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
        <span aria-hidden className="grid size-7 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function StorePickup() {
  const { t } = useLingui();
  const company = useCompany();
  const fullAddress = useFullAddress();
  return (
    <div className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm text-stone-700">
      <Store aria-hidden className="size-6 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold text-stone-900">{company.data?.Name ?? t`Our store`}</p>
        {company.data && <p>{fullAddress(company.data)}</p>}
        <p className="mt-1 text-stone-500">
          <Trans>No address is needed: we will let you know when your order is ready to collect.</Trans>
        </p>
      </div>
    </div>
  );
}

function CheckoutSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading checkout`} className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-4">
        <Skeleton className="h-6 w-48" />
        <div className="grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-32" />
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}
