import { Trans, useLingui } from '@lingui/react/macro';
import type { CouponOffer } from '@shop/contract';
import { formatWholeRupeesAsINR } from '@shop/contract/format';
import { useLocalName } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { useCouponOffers } from './api';

/**
 * The cart's Offers (issue 33): the coupons the member can use now, with what each saves, then those a few rupees
 * away, with how much more the cart needs (counted on the price after product discounts, as the minimum is).
 */
export function OffersSheet({ open, onOpenChange, onApply, applying }: { open: boolean; onOpenChange: (open: boolean) => void; onApply: (code: string) => void; applying: string | null }) {
  const { t } = useLingui();
  const offers = useCouponOffers(open);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Offers`} description={t`Coupon minimums count the price after product discounts.`}>
      {offers.isPending ? (
        <div role="status" aria-label={t`Loading offers`} className="space-y-2">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : offers.isError ? (
        <p role="alert" className="text-sm text-red-700">{offers.error.message}</p>
      ) : offers.data.length === 0 ? (
        <p className="text-sm text-stone-600"><Trans>No offers right now.</Trans></p>
      ) : (
        <ul className="space-y-2">
          {offers.data.map((offer) => (
            <OfferRow key={offer.Code} offer={offer} onApply={() => onApply(offer.Code)} applying={applying === offer.Code} />
          ))}
        </ul>
      )}
    </Modal>
  );
}

function OfferRow({ offer, onApply, applying }: { offer: CouponOffer; onApply: () => void; applying: boolean }) {
  const { t } = useLingui();
  const local = useLocalName();
  const saving = formatWholeRupeesAsINR(offer.Saving);
  const more = formatWholeRupeesAsINR(offer.MoreNeeded);
  const code = offer.Code;
  return (
    <li className={`flex items-start justify-between gap-3 rounded-xl border p-3 ${offer.Usable ? 'border-dashed border-brand-600 bg-brand-50' : 'border-stone-200 bg-white'}`}>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold tracking-wide text-stone-900">{offer.Code}</span>
          {offer.FirstOrderOnly && <span className="rounded-md bg-accent-100 px-1.5 py-0.5 text-xs font-semibold text-stone-800"><Trans>First order only</Trans></span>}
        </p>
        <p className="text-stone-700">{local(offer.Description, offer.HindiDescription)}</p>
        {offer.Usable ? (
          <p className="mt-1 font-medium text-brand-700"><Trans>You save {saving}</Trans></p>
        ) : (
          <p className="mt-1 font-medium text-amber-800"><Trans>Add {more} more to unlock it and save {saving}</Trans></p>
        )}
      </div>
      {offer.Usable && (
        <Button size="sm" variant="secondary" busy={applying} onClick={onApply} aria-label={t`Apply coupon ${code}`}>
          <Trans>Apply</Trans>
        </Button>
      )}
    </li>
  );
}
