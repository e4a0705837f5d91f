/** Placeholder: the contact form is built with the newsletter and contact work. */
export function ContactForm() {
  return null;
}
