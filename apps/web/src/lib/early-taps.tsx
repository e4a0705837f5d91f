import { useEffect } from 'react';

/**
 * Taps before the app starts (decision 288). A page arrives drawn by the server and React takes it over a moment
 * later (longer on a slow phone). Until then a button does nothing and a form submits itself the browser's way: the
 * fields go into the address (the login form's password too) and the page reloads. This script, the first in the page,
 * holds every tap on a button and every form submission until the app runs; `replayHeldTaps` then taps them again, in
 * order, each element once, now that React answers them. Links are left alone: they work without the app.
 *
 * It also marks the page as one whose scripts run (`<html data-scripted>`), before the body is drawn: the notice for a
 * browser without JavaScript (`.without-script`, decision 290) is hidden from the first paint.
 *
 * A literal string, the same in the server's and the browser's build (the page's policy allows it by its hash).
 */
const holdTaps =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a script, not a text for people
  "(function(){var h=document.documentElement,held=window.__heldTaps=[];h.dataset.scripted='';function hold(e){if(h.dataset.ready!==undefined)return;var t=e.target&&e.target.closest?e.target.closest(e.type==='submit'?'form':'button'):null;if(!t)return;e.preventDefault();e.stopImmediatePropagation();if(held.indexOf(t)<0)held.push(t)}document.addEventListener('click',hold,true);document.addEventListener('submit',hold,true)})()";

/** The script that holds taps, for the page's head. */
export function HoldEarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: holdTaps }} />;
}

declare global {
  interface Window {
    __heldTaps?: Element[];
  }
}

/**
 * Marks the page as React's (`<html data-ready>`: its buttons answer; the browser tests wait for it before they tap)
 * and taps again what was held. In the root's App and in its error page alike: a page that never said so would hold
 * every tap for ever.
 */
export function useAppStarted() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    replayHeldTaps();
  }, []);
}

/** The held taps, again, on the elements still in the page. */
function replayHeldTaps() {
  for (const element of window.__heldTaps?.splice(0) ?? []) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}
