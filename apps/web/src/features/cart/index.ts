export { CartControls } from './CartControls';
export { useCartCount } from './useCartCount';
