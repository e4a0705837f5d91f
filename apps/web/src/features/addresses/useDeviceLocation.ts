import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../lib/toast';

/** A link to the position on OpenStreetMap, as the Location field stores it. */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude.toFixed(6)}&mlon=${longitude.toFixed(6)}`;
}

/** The device's position as a map link (docs/product.md#addresses: high accuracy, 10 s timeout, no cached position). */
export function useDeviceLocation(onFound: (link: string) => void) {
  const { t } = useLingui();
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t`Geolocation is not supported by this browser.`);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(mapLink(position.coords.latitude, position.coords.longitude));
      },
      () => {
        setLocating(false);
        toast.error(t`Unable to retrieve your location`);
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  };
  return { locate, locating };
}
