export { useCompany, useFreeDeliveryPromise } from './api';
export { fullAddress, legalParts } from './companyFormat';
