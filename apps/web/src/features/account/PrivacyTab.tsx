import { Trans } from '@lingui/react/macro';
import { ChevronDown, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { DeleteAccountPanel } from './DeleteAccountPanel';
import { PolicySections, PolicySummary } from './PrivacyPolicy';

/** The account page's privacy tab: the policy with 'Read More', and the way to delete the account. */
export default function PrivacyTab() {
  const [expanded, setExpanded] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const moreId = useId();
  return (
    <div className="space-y-5">
      <section aria-labelledby="privacy-title" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <h2 id="privacy-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <ShieldCheck aria-hidden className="size-5 text-brand-700" /> <Trans>Privacy Policy</Trans>
        </h2>
        <div className="mt-3 text-sm leading-relaxed text-stone-700">
          <PolicySummary />
        </div>
        <div id={moreId} hidden={!expanded} className="mt-4 text-sm leading-relaxed">
          <PolicySections headingLevel={3} />
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((v) => !v)}
          className="mt-3 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {expanded ? <Trans>Read Less</Trans> : <Trans>Read More</Trans>}
          <ChevronDown aria-hidden className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
        </button>
      </section>

      {deleting ? (
        <DeleteAccountPanel onCancel={() => setDeleting(false)} />
      ) : (
        <section aria-labelledby="delete-request-title" className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 id="delete-request-title" className="text-base font-semibold text-stone-900">
              <Trans>Delete your account</Trans>
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              <Trans>Erase your personal data from the shop for good. Your past orders stay in our books without it.</Trans>
            </p>
          </div>
          <Button variant="secondary" className="shrink-0 border-red-200 text-red-700 hover:bg-red-50" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden className="size-4" /> <Trans>Request to delete account</Trans>
          </Button>
        </section>
      )}
    </div>
  );
}
