import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** Shown when a screen fails to load (for example after a deploy replaced its chunk). */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold"><Trans>Something went wrong</Trans></h1>
      <p className="text-stone-600"><Trans>An unexpected error occurred. Please reload the page.</Trans></p>
      <div className="flex gap-3">
        <button type="button" className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
        <Link to="/" className="rounded-lg border border-stone-300 px-4 py-2 font-medium">
          <Trans>Go to Home Page</Trans>
        </Link>
      </div>
    </main>
  );
}
