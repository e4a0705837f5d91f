/** The account feature's door: what the checkout may use of the member's account. */
export { MobileForm } from './MobileForm';
