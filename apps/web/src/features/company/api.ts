import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../lib/page-data';
import { formatWholeRupeesAsINR } from '@shop/contract/format';
import type { CompanyDetails } from '@shop/contract';
import { legalParts } from './companyFormat';

/** The shop's company details: the first record of GET /api/companydetails, or null when there is none. */
export const companyQuery = callQuery(['companydetails'], 'companyDetails', {}, (reply) => reply.data[0] ?? null);

export function useCompany() {
  return useQuery({ ...companyQuery, staleTime: 10 * 60_000 });
}

/**
 * "Free delivery on orders over ₹300" in the shopper's language, from the shop's delivery options (companydetails' FreeDeliveryOver); null
 * while loading or when no delivery is ever free, so no screen promises a number of its own.
 */
export function useFreeDeliveryPromise(): string | null {
  const { t } = useLingui();
  const over = useCompany().data?.FreeDeliveryOver;
  if (over == null) return null;
  const amount = formatWholeRupeesAsINR(over);
  return t`Free delivery on orders over ${amount}`;
}

/** `legalParts` in the shopper's language: "FSSAI licence no. 11224999000487" or "FSSAI लाइसेंस नं. 11224999000487". */
export function useLegalParts() {
  const { t } = useLingui();
  return (c: CompanyDetails) =>
    legalParts(c, {
      gstin: (gstin) => t`GSTIN ${gstin}`,
      fssai: (licence) => t`FSSAI licence no. ${licence}`,
      cin: (cin) => t`CIN ${cin}`,
    });
}
