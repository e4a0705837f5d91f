export { useCompany, useFreeDeliveryPromise } from './api';
export { fullAddress } from './companyFormat';
