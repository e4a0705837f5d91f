import { Phone } from 'lucide-react';
import { formatMobile, mobileHref } from '@shop/contract/format';

/** A number the shop can call from a phone (tel:), as "98765 43210"; a dash when there is none. */
export function PhoneLink({ mobile, className = '' }: { mobile: string; className?: string }) {
  if (!mobile) return <span className={className}>—</span>;
  return (
    <a href={mobileHref(mobile)} className={`inline-flex items-center gap-1 font-medium tabular-nums text-brand-800 underline-offset-2 hover:underline ${className}`}>
      <Phone aria-hidden className="size-3.5" />
      {formatMobile(mobile)}
    </a>
  );
}
