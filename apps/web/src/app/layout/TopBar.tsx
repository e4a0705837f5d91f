import { useLingui } from '@lingui/react/macro';
import { Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useCompany } from '../../features/company';
import { usePlaceNames } from '../../i18n/format';
import { policyLinks } from './nav';
import { mailtoHref } from '../../lib/mailto';

/** The strip above the header: the shop's address, city and e-mail, and the policy links. Hidden on a phone (the menu has them). */
export function TopBar() {
  const { t } = useLingui();
  const { data: company } = useCompany();
  const places = usePlaceNames();
  return (
    <div className="hidden bg-brand-900 text-xs text-brand-50 lg:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-6 px-6">
        <p className="flex min-w-0 items-center gap-5">
          {company && (
            <>
              <span className="flex min-w-0 items-center gap-1.5">
                <MapPin aria-hidden className="size-3.5 shrink-0 text-accent-400" />
                <span className="truncate">
                  {company.Add1}, {places.city(company.City)}
                </span>
              </span>
              <a href={mailtoHref(company.Email)} className="flex items-center gap-1.5 hover:text-white hover:underline">
                <Mail aria-hidden className="size-3.5 text-accent-400" />
                {company.Email}
              </a>
            </>
          )}
        </p>
        <nav aria-label={t`Policies`}>
          <ul className="flex items-center divide-x divide-brand-700">
            {policyLinks.map((l) => (
              <li key={l.to} className="px-3 last:pr-0">
                <Link to={l.to} className="hover:text-white hover:underline">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
