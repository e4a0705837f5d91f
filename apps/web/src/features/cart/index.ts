export { CartControls } from './CartControls';
export { useCartCount } from './useCartCount';
export { useCart, cartKey } from './api';
export { TotalsRows, type TotalsFigures } from './TotalsRows';
export { EAGER_LINE_PICTURES, LineImage } from './CartLineParts';
export { ResumePendingAdd } from './ResumePendingAdd';
