import { Trans } from '@lingui/react/macro';
import { mailtoHref } from '../../lib/mailto';
import { useCompany } from './api';
import { phoneHref } from '@shop/contract/format';

/**
 * The grievance officer the shop names (Consumer Protection (E-Commerce) Rules 2020 rule 4, DPDP Act s.8(10)):
 * name, designation, e-mail and phone; nothing while the shop has named none.
 */
export function GrievanceContact({ linkClassName = 'font-medium text-brand-700 hover:underline' }: { linkClassName?: string }) {
  const officer = useCompany().data?.GrievanceOfficer;
  if (!officer) return null;
  return (
    <span data-testid="grievance-officer">
      <Trans>
        Grievance officer: {officer.Name}, {officer.Designation}
      </Trans>
      {' · '}
      <a href={mailtoHref(officer.Email)} className={linkClassName}>
        {officer.Email}
      </a>
      {' · '}
      <a href={phoneHref(officer.Phone)} className={linkClassName}>
        {officer.Phone}
      </a>
    </span>
  );
}
