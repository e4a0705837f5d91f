export { CartControls } from './CartControls';
export { useCartCount } from './useCartCount';
export { useCart, cartKey } from './api';
export { TotalsRows, type TotalsFigures } from './TotalsRows';
export { LineImage } from './CartLineParts';
