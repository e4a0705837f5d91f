import { Banknote, Smartphone } from 'lucide-react';
import type { PaymentModeCode } from '@shop/contract/format';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

const choices: { code: PaymentModeCode; name: MessageDescriptor; text: MessageDescriptor; icon: typeof Banknote }[] = [
  { code: 'cod', name: msg`Cash on Delivery`, text: msg`Pay in cash when the order reaches you, or when you collect it.`, icon: Banknote },
  { code: 'upi', name: msg`UPI`, text: msg`Pay now with Google Pay, PhonePe, Paytm, BHIM or any UPI app: a link and a QR code for the exact amount.`, icon: Smartphone },
];

/** How the order is paid: Cash on Delivery, or UPI when the shop has a UPI id (docs/product.md#paying-by-upi). */
export function PaymentOptions({ selected, onSelect }: { selected: PaymentModeCode; onSelect: (code: PaymentModeCode) => void }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Payment options`} className="grid gap-3 sm:grid-cols-2">
      {choices.map((c) => {
        const checked = selected === c.code;
        const Icon = c.icon;
        return (
          <li key={c.code}>
            <label className={`flex h-full cursor-pointer flex-col gap-1.5 rounded-2xl border bg-white p-4 transition-colors ${checked ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-200 hover:border-stone-300'}`}>
              <span className="flex items-center gap-2">
                <input type="radio" name="payment-option" value={c.code} checked={checked} onChange={() => onSelect(c.code)} className="size-4 accent-brand-700" />
                <Icon aria-hidden className="size-5 text-brand-700" />
                <span className="font-semibold text-stone-900">{t(c.name)}</span>
              </span>
              <span className="text-sm text-stone-600">{t(c.text)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
