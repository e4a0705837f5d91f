export { productShown } from './product-view.ts';
