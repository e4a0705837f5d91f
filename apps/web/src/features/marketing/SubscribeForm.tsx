/** Placeholder: the subscribe box is built with the newsletter and contact work. */
export function SubscribeForm() {
  return null;
}
