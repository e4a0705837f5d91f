/**
 * The one e-mail rule of the shop, for every form and call that takes an address: letters, digits and . _ % + - before
 * the at sign (no dot first, last or twice), then dot-separated domain labels and a top part of 2+ letters. Stricter
 * than the mail standard on purpose: nothing that a mail library or a `mailto:` link could read as a display name, a
 * second recipient or a header (`x<a@evil.test>.co`, `a?cc=b@evil.test`, quotes, spaces, commas) gets in.
 */
export const emailPattern = /^(?!\.)(?!.*\.\.)[A-Za-z0-9._%+-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
