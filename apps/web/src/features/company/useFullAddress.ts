import type { CompanyDetails } from '@shop/contract';
import { usePlaceNames } from '../../i18n/format';
import { fullAddress } from './companyFormat';

/** The shop's address on one line, its city and state in the shopper's language (decision 118). */
export function useFullAddress(): (c: CompanyDetails) => string {
  const places = usePlaceNames();
  return (c) => fullAddress(c, places);
}
