import { useEffect } from 'react';
import { SHOP_NAME } from '@shop/contract/pages';

/** The browser tab's title for a back-office screen ("Orders · Admin | Annapurna Organics"). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${SHOP_NAME}`;
  }, [title]);
}
