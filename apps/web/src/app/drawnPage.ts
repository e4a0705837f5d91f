import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { dataCameWithThePage, pageDataTakenOver, queryClient } from '../lib/query-client';
import { loadScreens } from './router';

/**
 * A public page arrives drawn by the server (decision 164), with the data of its calls in `#page-data`. Before the
 * app's first render, that data goes into the app's cache, dated by this device's clock (the server says when it sent
 * the page), and the screen's code is loaded: the first render then draws the same page over the server's, with no
 * skeleton and no second fetch. True when the page was drawn and taken over; nothing to do on any other page, and a
 * failure here only costs that (the app fetches).
 */
export async function takeOverDrawnPage(): Promise<boolean> {
  const element = document.getElementById('page-data');
  if (!element?.textContent) return false;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const sentAt = Number(element.dataset.now);
    const late = Number.isFinite(sentAt) ? Date.now() - sentAt : 0;
    for (const query of state.queries) query.state.dataUpdatedAt += late;
    hydrate(queryClient, state);
    dataCameWithThePage(state.queries.map((query) => query.queryHash));
    await loadScreens(window.location.pathname);
    return true;
  } catch (err) {
    console.error(err);
    return false;
  }
}

/** Once the app has taken the drawn page over, every part hydrated: its data lives in the cache, the page is the app's. */
export function forgetDrawnPage() {
  pageDataTakenOver();
  document.getElementById('page-data')?.remove();
}
