import { useEffect } from 'react';
import { metaDescription, pageTitle, SHOP_DESCRIPTION } from '@shop/contract/pages';

/** The head's tag `selector` names, made when the page has none. */
function headTag<T extends HTMLElement>(selector: string, make: () => T): T {
  let tag = document.head.querySelector<T>(selector);
  if (!tag) {
    tag = make();
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the browser tab's title for a screen ("Shop | Annapurna Organics", or the shop's own title for none), and
 * the page's meta description and canonical address, as the server writes them for a first visit (page-head.ts), so
 * a page reached by a link inside the app says the same about itself.
 */
export function useDocumentTitle(title?: string, description?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
    const meta = headTag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
    meta.content = description ? metaDescription(description) : SHOP_DESCRIPTION;
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = `${location.origin}${location.pathname}`;
  }, [title, description]);
}
