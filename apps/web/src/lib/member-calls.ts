/**
 * The member's calls /member-calls.js started before the app's code arrived (decision 165): the app's first call to
 * one of those addresses takes its reply instead of asking again, once, and only for the same token and language, and
 * only in the first seconds of the page (a reply older than that may be out of date).
 */
type StartedCalls = { token: string; language: string; at: number; replies: Record<string, Promise<Response> | undefined> };

/** How long after the script ran its replies may still be taken. */
const FRESH_FOR_MS = 10_000;

export function takeStartedCall(url: string, token: string | null, language: string): Promise<Response> | undefined {
  const started = (globalThis as { __memberCalls?: StartedCalls }).__memberCalls;
  if (!started || !token || started.token !== token || started.language !== language) return undefined;
  const reply = started.replies[url];
  delete started.replies[url];
  return performance.now() - started.at <= FRESH_FOR_MS ? reply : undefined;
}
