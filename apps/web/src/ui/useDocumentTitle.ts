import { useEffect } from 'react';
import { SHOP_NAME } from './Logo';

/** Sets the browser tab's title for a screen: "Shop | Annapurna Organics", or the shop's own title for none. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME}: groceries and natural products`;
  }, [title]);
}
