import { Trans, useLingui } from '@lingui/react/macro';

/** 'Payment Accepted': cash on delivery, or UPI when ordering (at checkout); drawn badges, no third-party logos. */
export function PaymentBadges() {
  const { t } = useLingui();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Payment methods`}>
      <li className="flex h-8 items-center gap-1.5 rounded-md bg-white px-2 text-[0.7rem] font-bold text-stone-800">
        <svg viewBox="0 0 24 24" aria-hidden className="size-4 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="2" y="6" width="20" height="12" rx="2" />
          <circle cx="12" cy="12" r="2.5" />
        </svg>
        <Trans>Cash on Delivery</Trans>
      </li>
      <li className="flex h-8 items-center gap-1 rounded-md bg-white px-2 text-[0.75rem] font-black italic tracking-tight text-stone-800">
        <svg viewBox="0 0 16 20" aria-hidden className="h-4 w-3">
          <path d="M9 0 16 10 9 20Z" fill="#f59e0b" />
          <path d="M3 0 10 10 3 20Z" fill="#15803d" />
        </svg>
        <Trans>UPI <span className="font-semibold not-italic">at checkout</span></Trans>
      </li>
    </ul>
  );
}
