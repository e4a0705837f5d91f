export { orderListKey } from './keys';
