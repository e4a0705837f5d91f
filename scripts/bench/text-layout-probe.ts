// How fast this machine's Chromium lays out text, for reading bench:web's figures. Lighthouse's CPU benchmark index
// times JavaScript only, but a page's first layout is mostly text shaping and font work, and Lighthouse multiplies
// every millisecond of it by four. Two pages with 300 boxes each, one without text and one with a line of text in
// each box (four sizes, four weights, as the storefront's pages mix them), are each loaded three times in a fresh
// tab with tracing on; the figure is the median of the time Chromium spent in Layout.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const boxes = (text: boolean) =>
  Array.from({ length: 300 }, (_, i) =>
    text ? `<div style="font-size:${12 + (i % 4) * 2}px;font-weight:${400 + (i % 4) * 100}">Item ${i}: fresh onion, 1 kg, ₹${40 + i}</div>` : `<div style="height:10px;width:${10 + (i % 100)}px"></div>`,
  ).join('');

const pageOf = (body: string) => `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><html lang="en"><title>probe</title><body>${body}</body></html>`)}`;

type TraceEvent = { name: string; ph: string; dur?: number };

export type TextLayoutFigures = { boxesMs: number; textMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median milliseconds of Layout for the page without text and the page with text, in Chromium at `chromePath`. */
export async function probeTextLayout(chromePath: string, chromeFlags: string[]): Promise<TextLayoutFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const layoutMs = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const page = await browser.newPage();
        await page.tracing.start({ categories: ['devtools.timeline'] });
        await page.goto(url, { waitUntil: 'load' });
        // The first layout and paint are done well within this.
        await new Promise((done) => setTimeout(done, 300));
        const trace = await page.tracing.stop();
        await page.close();
        const { traceEvents } = JSON.parse(new TextDecoder().decode(trace)) as { traceEvents: TraceEvent[] };
        times.push(traceEvents.filter((e) => e.name === 'Layout' && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000);
      }
      return median(times);
    };
    return { boxesMs: await layoutMs(pageOf(boxes(false))), textMs: await layoutMs(pageOf(boxes(true))) };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}
