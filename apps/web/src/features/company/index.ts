export { useCompany } from './api';
export { fullAddress } from './companyFormat';
