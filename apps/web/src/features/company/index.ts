export { useCompany, fullAddress } from './api';
