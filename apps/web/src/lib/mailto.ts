// The zod-free part of the contract: the header and footer link the shop's address on the home page.
import { isEmailAddress } from '@shop/contract/email';

/**
 * A `mailto:` link to one address, encoded so nothing in it can add a recipient or a header (`?cc=`, `&bcc=`);
 * undefined (no link) for anything that is not a plain address.
 */
export function mailtoHref(address: string | null | undefined, subject?: string): string | undefined {
  if (!address || !isEmailAddress(address)) return undefined;
  const at = address.lastIndexOf('@');
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}${query}`;
}
