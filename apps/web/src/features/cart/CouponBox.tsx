import { Trans, useLingui } from '@lingui/react/macro';
import type { CartDetailsReply } from '@shop/contract';
import { TicketPercent, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { formatRupeesAsINR, formatWholeRupeesAsINR } from '@shop/contract/format';
import { useLocalName } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { useApplyCoupon, useRemoveCoupon } from './api';
import { OffersSheet } from './OffersSheet';

/** Apply a coupon code to the cart, or take the applied one off; the server decides and its messages are shown. */
export function CouponBox({ cart }: { cart: CartDetailsReply }) {
  const { t } = useLingui();
  const local = useLocalName();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const inputId = useId();
  const coupon = cart.coupon;
  const couponCode = coupon?.code ?? '';
  const saving = coupon ? formatRupeesAsINR(coupon.discount) : '';

  const [offersOpen, setOffersOpen] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A refusal is brought into view above the phone's sticky checkout bar (scroll-margin), never left under it.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);

  const applyCode = (value: string) => {
    setError('');
    apply.mutate(value, {
      onSuccess: (reply) => {
        setCode('');
        setOffersOpen(false);
        toast.success(reply.msg);
      },
      onError: (err) => {
        setOffersOpen(false);
        setError(err.message);
      },
    });
  };
  const onApply = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!code.trim()) return setError(t`Please enter a coupon code.`);
    applyCode(code.trim());
  };
  const itemsTotal = formatWholeRupeesAsINR(cart.ItemsTotal);

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (reply) => toast.success(reply.msg),
      onError: (err) => toast.error(err.message),
    });

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-sm font-semibold text-stone-900">
          <TicketPercent aria-hidden className="size-5 text-accent-500" /> <Trans>Coupon</Trans>
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setOffersOpen(true)} className="text-brand-800">
          <Trans>Offers</Trans>
        </Button>
      </div>
      {coupon ? (
        <div className="mt-3 flex items-start justify-between gap-3 rounded-xl border border-dashed border-brand-600 bg-brand-50 p-3">
          <div className="min-w-0 text-sm">
            <p className="font-bold tracking-wide text-brand-800">{coupon.code}</p>
            <p className="text-stone-700">{local(coupon.description, coupon.HindiDescription)}</p>
            {coupon.applied && <p className="mt-1 font-medium text-brand-700"><Trans>You save {saving}</Trans></p>}
          </div>
          <Button variant="ghost" size="sm" busy={remove.isPending} onClick={onRemove} aria-label={t`Remove coupon ${couponCode}`}>
            <X aria-hidden className="size-4" /> <Trans>Remove</Trans>
          </Button>
        </div>
      ) : (
        <form method="post" onSubmit={onApply} className="mt-3 flex gap-2" noValidate>
          <label htmlFor={inputId} className="sr-only">
            <Trans>Coupon code</Trans>
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              setError('');
            }}
            placeholder={t`Coupon code`}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 text-base uppercase tracking-wide placeholder:normal-case placeholder:tracking-normal focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 sm:text-sm"
          />
          <Button type="submit" variant="secondary" busy={apply.isPending}>
            <Trans>Apply Coupon</Trans>
          </Button>
        </form>
      )}
      {error && (
        <p ref={errorRef} id={`${inputId}-error`} role="alert" className="mt-2 scroll-mb-28 text-sm text-red-600">
          {error}
        </p>
      )}
      {cart.couponMsg && <p className="mt-2 text-sm text-amber-700">{cart.couponMsg}</p>}
      <p className="mt-2 text-xs text-stone-500">
        <Trans>Coupon minimums count the price after product discounts: {itemsTotal} in your cart.</Trans>
      </p>
      <OffersSheet open={offersOpen} onOpenChange={setOffersOpen} onApply={applyCode} applying={apply.isPending ? (apply.variables ?? null) : null} />
    </section>
  );
}
