export { ContactForm } from './ContactForm';
export { SubscribeForm } from './SubscribeForm';
