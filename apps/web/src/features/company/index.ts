export { useCompany, useFreeDeliveryPromise } from './api';
export { fullAddress, legalLine } from './companyFormat';
