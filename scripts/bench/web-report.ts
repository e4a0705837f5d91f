// bench/web.md: what Lighthouse measured on each page (medians of the runs), beside the goals, and for every missed
// goal what Lighthouse says to fix, read from the run whose performance score is the median.
import type { Result } from 'lighthouse';
import { loadAverage, machineDescription } from './report.ts';
import type { TextLayoutFigures } from './text-layout-probe.ts';

export const PERFORMANCE_GOAL = 95;
export const ACCESSIBILITY_GOAL = 100;
/** Lighthouse SEO, on the pages a search engine should index (not the member's cart and checkout, kept out by robots.txt). */
export const SEO_GOAL = 100;
export const indexedPage = (path: string) => !['/cart', '/checkout'].includes(path);
/** Largest Contentful Paint, in ms. */
export const LCP_GOAL_MS = 1800;

/** The figures of one Lighthouse run. Times in ms, sizes in bytes, scores 0–100. */
export type RunFigures = {
  performance: number;
  accessibility: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  transferBytes: number;
  jsTransferBytes: number;
};

export type PageResult = { name: string; path: string; runs: RunFigures[]; median: RunFigures; medianRun: Result; repeated: string[] };

type Audit = Result['audits'][string];
type Details = NonNullable<Audit['details']>;
type Item = Record<string, unknown>;

const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} figure.`);
  return value;
};

export function figuresOf(lhr: Result): RunFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score.`);
    return Math.round(value * 100);
  };
  const requests = (lhr.audits['network-requests']?.details as { items?: Item[] } | undefined)?.items ?? [];
  const jsTransferBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (Number(r.transferSize) || 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    jsTransferBytes,
  };
}

/** URLs a run requested more than once: a preload hint the page did not use, or a call made twice. */
export function repeatedRequests(lhr: Result): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: Item[] } | undefined)?.items ?? [];
  const urls = items.map((r) => String(r.url)).filter((url) => url.startsWith('http'));
  return [...new Set(urls.filter((url, i) => urls.indexOf(url) !== i))];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure's median over the runs (so the row can mix runs), and the run whose performance score is the median. */
export function summarise(name: string, path: string, runs: { figures: RunFigures; lhr: Result }[]): PageResult {
  const figures = runs.map((r) => r.figures);
  const keys = Object.keys(figures[0]) as (keyof RunFigures)[];
  const med = Object.fromEntries(keys.map((k) => [k, median(figures.map((f) => f[k]))])) as RunFigures;
  const byScore = [...runs].sort((a, b) => a.figures.performance - b.figures.performance || a.figures.lcp - b.figures.lcp);
  const repeated = [...new Set(runs.flatMap((r) => repeatedRequests(r.lhr)))];
  return { name, path, runs: figures, median: med, medianRun: byScore[Math.floor(byScore.length / 2)].lhr, repeated };
}

const mark = (met: boolean) => (met ? 'met' : '**missed**');
const sec = (n: number) => `${(n / 1000).toFixed(1)} s`;
const kib = (n: number) => `${Math.round(n / 1024).toLocaleString('en-IN')} KiB`;

export function resultTable(pages: PageResult[]): string[] {
  return [
    `| Page | Performance | Goal ≥ ${PERFORMANCE_GOAL} | Accessibility | Goal ${ACCESSIBILITY_GOAL} | SEO | Goal ${SEO_GOAL} | FCP | LCP | Goal ≤ ${sec(LCP_GOAL_MS)} | TBT | CLS | Speed Index | Transfer | JS transfer |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map((p) => {
      const m = p.median;
      return `| ${p.name} \`${p.path}\` | ${m.performance} | ${mark(m.performance >= PERFORMANCE_GOAL)} | ${m.accessibility} | ${mark(m.accessibility >= ACCESSIBILITY_GOAL)} | ${m.seo} | ${indexedPage(p.path) ? mark(m.seo >= SEO_GOAL) : 'not indexed'} | ${sec(m.fcp)} | ${sec(m.lcp)} | ${mark(m.lcp <= LCP_GOAL_MS)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${sec(m.speedIndex)} | ${kib(m.transferBytes)} | ${kib(m.jsTransferBytes)} |`;
    }),
  ];
}

/** The rows of a table, list or opportunity (a list holds tables: the LCP element and its phases). */
function detailItems(details: Details | undefined): Item[] {
  if (!details) return [];
  if (details.type === 'list') return (details.items as Details[]).flatMap((d) => detailItems(d));
  return 'items' in details && Array.isArray(details.items) ? (details.items as Item[]) : [];
}

const code = (text: string) => `\`${text.replace(/`/g, "'").replace(/\s+/g, ' ').slice(0, 160)}\``;

function describeItem(item: Item, origin: string): string | undefined {
  const parts: string[] = [];
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  if (typeof item.url === 'string') parts.push(code(item.url.replace(origin, '')));
  else if (node?.snippet) parts.push(code(node.snippet));
  else if (typeof item.phase === 'string' && typeof item.timing === 'number') parts.push(`${item.phase} ${Math.round(item.timing)} ms`);
  else if (typeof item.groupLabel === 'string' && typeof item.duration === 'number') parts.push(`${item.groupLabel} ${Math.round(item.duration)} ms`);
  else if (typeof item.label === 'string' && typeof item.value === 'number') parts.push(`${item.label} ${Math.round(item.value)}`);
  else return undefined;
  if (node?.selector && typeof item.url !== 'string') parts.push(`(${code(node.selector)})`);
  if (typeof item.wastedBytes === 'number' && item.wastedBytes > 0) parts.push(`could save ${kib(item.wastedBytes)}`);
  else if (typeof item.transferSize === 'number' && item.transferSize > 0) parts.push(kib(item.transferSize));
  if (typeof item.wastedMs === 'number' && item.wastedMs > 0) parts.push(`could save ${Math.round(item.wastedMs)} ms`);
  // bootup-time: the main thread's time per script; long-tasks: one task and when it started.
  if (typeof item.total === 'number') parts.push(`${Math.round(item.total)} ms on the main thread${typeof item.scripting === 'number' ? `, ${Math.round(item.scripting)} ms of it running script` : ''}`);
  if (typeof item.url === 'string' && typeof item.duration === 'number' && typeof item.startTime === 'number') parts.push(`${Math.round(item.duration)} ms task at ${sec(item.startTime)}`);
  if (typeof item.score === 'number' && item.score > 0) parts.push(`shift ${item.score.toFixed(3)}`);
  return parts.join(' ');
}

function findingLine(audit: Audit, origin: string, maxItems = 4): string {
  const items = detailItems(audit.details)
    .map((item) => describeItem(item, origin))
    .filter((line): line is string => Boolean(line));
  const shown = items.slice(0, maxItems).map((line) => `    - ${line}`);
  if (items.length > maxItems) shown.push(`    - and ${items.length - maxItems} more`);
  return [`- \`${audit.id}\`: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`, ...shown].join('\n');
}

/** Performance audits that cost points, the largest expected savings first (the "Insights" and "Diagnostics" of the report). */
function performanceFindings(lhr: Result, limit = 10): Audit[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const savings = (a: Audit) => {
    const m = a.metricSavings ?? {};
    const overall = (a.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
    return (m.LCP ?? 0) + (m.FCP ?? 0) + (m.TBT ?? 0) + (m.CLS ?? 0) * 10_000 + overall;
  };
  const bytes = (a: Audit) => (a.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
  return refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) && a.score < 0.9)
    .sort((a, b) => savings(b) - savings(a) || bytes(b) - bytes(a) || (a.score ?? 0) - (b.score ?? 0))
    .slice(0, limit);
}

function categoryFailures(lhr: Result, category: 'accessibility' | 'seo'): Audit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.scoreDisplayMode === 'binary' && a.score === 0);
}

export function renderWebReport(r: {
  startedAt: Date;
  pages: PageResult[];
  runsPerPage: number;
  origin: string;
  /** The address audited when it was not a server started for the run. */
  server?: string;
  versions: { chromium: string; lighthouse: string; benchmarkIndex: number };
  productName: string;
  /** The machine's text layout in Chromium (text-layout-probe.ts): Lighthouse's benchmark index leaves it out. */
  textLayout: TextLayoutFigures;
}): string {
  const lines: string[] = [
    '# Web pages (Lighthouse, mobile)',
    '',
    'Written by `npm run bench:web` (scripts/bench/web.ts); run it again to refresh this file.',
    '',
    `- Date: ${r.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${machineDescription()}; Lighthouse's CPU benchmark index ${Math.round(r.versions.benchmarkIndex)}`,
    `- Text layout in this Chromium (first layout, median of 3, no slow-down): 300 boxes ${r.textLayout.boxesMs.toFixed(1)} ms, the same boxes with a line of text each ${r.textLayout.textMs.toFixed(1)} ms. Lighthouse's benchmark index times JavaScript only; a page's layout is mostly text, and Lighthouse counts it four times over.`,
    `- Node ${process.version}, ${r.versions.chromium}, Lighthouse ${r.versions.lighthouse}`,
    `- Load average when the report was written (1, 5, 15 min): ${loadAverage()}. Other work on the machine raises TBT and the paint times.`,
    '',
    `The production server (\`apps/api/src/server.ts\`, NODE_ENV=production, the web build in apps/web/dist, a fresh data directory with the demo shop) on loopback. Lighthouse's default mobile settings: a Moto G Power sized screen, simulated slow 4G (150 ms round trip, 1.6 Mbit/s down) and a 4× slower CPU, empty cache. Each page ${r.runsPerPage} times, the pages in turn; every figure is the median of its runs. The product page is the demo shop's ${r.productName}; the cart and checkout are the demo shopper's, logged in (the session keys put in the browser's storage and the member pages' cookie set before each run, which Lighthouse is told to keep), with two products in the cart. Goals: performance ≥ ${PERFORMANCE_GOAL}, accessibility ${ACCESSIBILITY_GOAL} and LCP ≤ ${sec(LCP_GOAL_MS)} on every page, and SEO ${SEO_GOAL} on the pages search engines index.`,
    '',
    ...resultTable(r.pages),
    '',
    'Scores of every run (performance / accessibility / SEO): ' +
      r.pages.map((p) => `${p.name} ${p.runs.map((f) => `${f.performance}/${f.accessibility}/${f.seo}`).join(', ')}`).join('; ') +
      '.',
    '',
  ];
  const repeated = r.pages.filter((p) => p.repeated.length);
  lines.push(
    repeated.length
      ? `Requested twice in a run (a preload hint the page did not use, or a call made twice): ${repeated.map((p) => `${p.name}: ${p.repeated.map((u) => code(u.replace(r.origin, ''))).join(', ')}`).join('; ')}.`
      : 'No page requested anything twice (every preload hint in the HTML was used).',
    '',
  );

  const seoMissed = (p: PageResult) => indexedPage(p.path) && p.median.seo < SEO_GOAL;
  const missed = r.pages.filter((p) => p.median.performance < PERFORMANCE_GOAL || p.median.accessibility < ACCESSIBILITY_GOAL || p.median.lcp > LCP_GOAL_MS || seoMissed(p));
  lines.push('## What to fix', '');
  if (!missed.length) lines.push('Every goal is met.', '');
  for (const page of missed) {
    const lhr = page.medianRun;
    lines.push(`### ${page.name} (\`${page.path}\`)`, '');
    if (page.median.performance < PERFORMANCE_GOAL || page.median.lcp > LCP_GOAL_MS) {
      lines.push(`Performance ${page.median.performance} (goal ≥ ${PERFORMANCE_GOAL}), LCP ${sec(page.median.lcp)} (goal ≤ ${sec(LCP_GOAL_MS)}). What Lighthouse flags in the median run (largest expected saving first):`, '');
      const findings = performanceFindings(lhr);
      lines.push(...findings.map((a) => findingLine(a, r.origin)));
      lines.push('', 'Where the time goes (the largest paint with its phases; Total Blocking Time comes from the long tasks, and `_lighthouse-eval.js` is Lighthouse\'s own):', '');
      for (const [id, max] of [['largest-contentful-paint-element', 6], ['bootup-time', 5], ['long-tasks', 6]] as const) {
        const audit = lhr.audits[id];
        if (audit && !findings.includes(audit)) lines.push(findingLine(audit, r.origin, max));
      }
      lines.push('');
    }
    if (page.median.accessibility < ACCESSIBILITY_GOAL) {
      lines.push(`Accessibility ${page.median.accessibility}, goal ${ACCESSIBILITY_GOAL}. Failing audits and the elements they name:`, '');
      lines.push(...categoryFailures(lhr, 'accessibility').map((a) => findingLine(a, r.origin, 5)), '');
    }
    if (seoMissed(page)) {
      lines.push(`SEO ${page.median.seo}, goal ${SEO_GOAL}. Failing audits and what they name:`, '');
      lines.push(...categoryFailures(lhr, 'seo').map((a) => findingLine(a, r.origin, 5)), '');
    }
  }
  return lines.join('\n');
}
