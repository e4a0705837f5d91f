import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/contract';
import { metaDescription, productPageWords, SHOP_NAME } from '@shop/contract/pages';
import { useLocalName } from '../../i18n/format';

/**
 * A category page's meta description in Hindi (undefined in English, where the contract's words, which the server
 * also writes, are used as they are).
 */
export function useCategoryDescription() {
  const { i18n, t } = useLingui();
  const shop = SHOP_NAME;
  return (name: string, children: string[], parent?: string): string | undefined => {
    if (i18n.locale !== 'hi') return undefined;
    const list = children.join(', ');
    if (children.length) return metaDescription(t`Buy ${name} online: ${list}. Groceries and natural products delivered across India by ${shop}.`);
    if (parent) return metaDescription(t`Buy ${name} online from our ${parent}. Groceries and natural products delivered across India by ${shop}.`);
    return metaDescription(t`Buy ${name} online. Groceries and natural products delivered across India by ${shop}.`);
  };
}

/** A product page's title and description: the contract's in English, the Hindi name and words in Hindi. */
export function useProductPageWords(p: ProductDetail | undefined) {
  const { i18n, t } = useLingui();
  const local = useLocalName();
  if (!p) return undefined;
  if (i18n.locale !== 'hi') return productPageWords(p);
  const name = local(p.Name, p.HindiName);
  const pack = p.Pack_Size;
  const brand = p.Brand;
  const price = `₹${p.Price.toFixed(2)}`;
  const about = local(p.ShortDescription, p.HindiShortDescription) || local(p.Description, p.HindiDescription) || '';
  const offer = p.In_stock ? t`${name} (${pack}) by ${brand} for ${price}.` : t`${name} (${pack}) by ${brand} for ${price}, out of stock.`;
  return { title: `${name}, ${pack}`, description: metaDescription(`${offer} ${about}`) };
}
