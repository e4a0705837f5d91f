import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { metaDescription, pageTitle, SHOP_DESCRIPTION, SHOP_NAME } from '@shop/contract/pages';

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
  const { i18n, t } = useLingui();
  // English keeps the contract's words exactly; Hindi has its own for the shop's own title and description.
  const hindi = i18n.locale === 'hi';
  const shop = SHOP_NAME;
  const fullTitle = title || !hindi ? pageTitle(title) : t`${shop}: groceries and natural products`;
  const shopDescription = hindi
    ? t`Groceries and natural products delivered across India: atta, rice, dals, spices, ghee, honey, oils and natural personal care. Free delivery on orders over ₹300.`
    : SHOP_DESCRIPTION;
  useEffect(() => {
    document.title = fullTitle;
    const meta = headTag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
    meta.content = description ? metaDescription(description) : shopDescription;
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = `${location.origin}${location.pathname}`;
  }, [fullTitle, description, shopDescription]);
}
