import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupeesAsINR } from '@shop/contract/format';

export type TotalsFigures = {
  /** Sum of MRP x qty. */
  TotalAmount: number;
  Discount: number;
  CouponDiscount: number;
  couponCode?: string | null;
  /** Shown only at checkout, once a delivery option is chosen. */
  DeliveryCharge?: number;
  PayableAmount: number;
  itemCount?: number;
};

/** Total Amount, Discount, Coupon, (Delivery charge) and Payable Amount, as the cart and the checkout show them. */
export function TotalsRows({ figures }: { figures: TotalsFigures }) {
  const { TotalAmount, Discount, CouponDiscount, couponCode, DeliveryCharge, PayableAmount, itemCount } = figures;
  const { t } = useLingui();
  const saved = Discount + CouponDiscount;
  const savedWords = formatRupeesAsINR(Math.round(saved * 100) / 100);
  return (
    <>
      <dl className="space-y-2.5 text-sm">
        {itemCount !== undefined && (
          <Row label={t`Items`}>
            <span>{itemCount}</span>
          </Row>
        )}
        {/* The spec's words, and what the amount is: the items at their MRP. */}
        <Row label={`${t`Total Amount`} ${t`(MRP)`}`}>{formatRupeesAsINR(TotalAmount)}</Row>
        <Row label={t`Discount`}>
          <span className={Discount > 0 ? 'text-brand-700' : ''}>{Discount > 0 ? `− ${formatRupeesAsINR(Discount)}` : formatRupeesAsINR(0)}</span>
        </Row>
        <Row label={couponCode ? t`Coupon (${couponCode})` : t`Coupon`}>
          <span className={CouponDiscount > 0 ? 'text-brand-700' : ''}>{CouponDiscount > 0 ? `− ${formatRupeesAsINR(CouponDiscount)}` : formatRupeesAsINR(0)}</span>
        </Row>
        {DeliveryCharge !== undefined && (
          <Row label={t`Delivery charge`}>{DeliveryCharge === 0 ? <span className="font-semibold text-brand-700"><Trans>Free</Trans></span> : formatRupeesAsINR(DeliveryCharge)}</Row>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-dashed border-stone-300 pt-3 text-base font-bold text-stone-900">
          <dt>
            <Trans>Payable Amount</Trans>
          </dt>
          <dd>{formatRupeesAsINR(PayableAmount)}</dd>
        </div>
      </dl>
      {saved > 0 && <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800"><Trans>You save {savedWords} on this order.</Trans></p>}
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}
