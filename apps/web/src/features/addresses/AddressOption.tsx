import { Trans } from '@lingui/react/macro';
import type { ShippingAddress } from '@shop/contract';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePlaceNames } from '../../i18n/format';

/** One saved address as a radio choice: title, lines, city, state and pin code; the selected one shows `actions`. */
export function AddressOption({ address, name, selected, onSelect, actions }: { address: ShippingAddress; name: string; selected: boolean; onSelect: () => void; actions?: ReactNode }) {
  const isMap = address.Landmark.startsWith('https://');
  const landmark = address.Landmark;
  const places = usePlaceNames();
  return (
    <li className={`rounded-2xl border bg-white transition-colors ${selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-200 hover:border-stone-300'}`}>
      <label className="flex cursor-pointer gap-3 p-4">
        <input type="radio" name={name} value={address.kid} checked={selected} onChange={onSelect} className="mt-1 size-4 shrink-0 accent-brand-700" />
        <span className="min-w-0 text-sm text-stone-700">
          <span className="block font-semibold text-stone-900">{address.AddressTitle}</span>
          <span className="block">{address.AddressLine1}</span>
          {address.AddressLine2 && <span className="block">{address.AddressLine2}</span>}
          <span className="block">
            {places.city(address.CityName)}, {places.state(address.StateName)} {address.PinCode}
          </span>
          {address.Landmark && !isMap && <span className="block text-stone-500">
              <Trans>Near {landmark}</Trans>
            </span>}
        </span>
      </label>
      {isMap && (
        <a href={address.Landmark} target="_blank" rel="noreferrer" className="-mt-2 mb-3 ml-11 inline-flex items-center gap-1 text-xs font-medium text-brand-800 hover:underline">
          <MapPin aria-hidden className="size-3.5" /> <Trans>Location on the map</Trans>
        </a>
      )}
      {selected && actions && <div className="flex flex-wrap gap-2 border-t border-stone-100 px-4 py-2.5 pl-11">{actions}</div>}
    </li>
  );
}
