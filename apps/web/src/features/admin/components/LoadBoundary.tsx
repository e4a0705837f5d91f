import { Component, type ReactNode } from 'react';

/** Keeps a screen usable when one lazily loaded part of it (the sales chart) fails to load, e.g. after an update. */
export class LoadBoundary extends Component<{ children: ReactNode; what: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="grid h-72 place-items-center rounded-lg border border-dashed border-stone-300 text-center text-sm text-stone-600">
        <p>
          The {this.props.what} could not be loaded.{' '}
          <button type="button" className="font-medium text-brand-700 underline" onClick={() => window.location.reload()}>
            Reload the page
          </button>{' '}
          to try again.
        </p>
      </div>
    );
  }
}
