export { companyQuery, useCompany, useFreeDeliveryPromise, useLegalParts } from './api';
export { fullAddress, legalParts } from './companyFormat';
export { useFullAddress } from './useFullAddress';
export { GrievanceContact } from './GrievanceContact';
export { SupportHours } from './SupportHours';
