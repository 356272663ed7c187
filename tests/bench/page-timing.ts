/**
 * Timing of one user action in the page's own clock (issue 12, issue 15): from the action's event (an Enter keydown
 * or a click, its `timeStamp`) to the frame after the awaited element is on screen without a loading placeholder.
 * Measured inside Chromium, so Playwright's round trips are not counted.
 */
import type { Page } from '@playwright/test';

/** What "visible" means for one measurement. */
export interface Visible {
  /** The element that must be present (a tab panel, the summary band …). */
  selector: string;
  /** Text it must contain (the consumer or merchant just asked for). */
  text?: string;
  /** A descendant that must be present: the content itself (a table cell, a field list …). */
  content?: string;
}

interface BenchWindow {
  __benchClock?: boolean;
  __benchStart?: number;
  __benchDone?: Promise<number>;
}

/**
 * What counts as a consumer 360 tab's first content, whatever the tab shows: a table's first cell, a field list's
 * value, a card, an image, an alert (error) or the empty state's sentence.
 */
export const TAB_CONTENT = 'tbody td, dl dd, img, .MuiCard-root, .MuiAlert-root, .MuiTypography-body1';

/** Once per page: remembers the `timeStamp` of the last Enter keydown and the last click. */
export async function installActionClock(page: Page): Promise<void> {
  // tsx (esbuild, keepNames) wraps the named functions of the page scripts below in `__name(…)`: give the page one.
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    if (w.__benchClock) return;
    w.__benchClock = true;
    window.addEventListener('keydown', (e: KeyboardEvent) => e.key === 'Enter' && (w.__benchStart = e.timeStamp), true);
    window.addEventListener('click', (e: MouseEvent) => (w.__benchStart = e.timeStamp), true);
  });
}

/** Milliseconds from `act`'s event to the frame after `visible` holds, and the API requests made meanwhile. */
export async function measure(
  page: Page,
  act: () => Promise<void>,
  visible: Visible,
): Promise<{ ms: number; requests: number }> {
  await page.evaluate((v) => {
    const w = window as unknown as BenchWindow;
    w.__benchStart = undefined;
    w.__benchDone = new Promise<number>((resolve, reject) => {
      const seen = () => {
        const el = document.querySelector(v.selector);
        if (!el) return false;
        if (v.text !== undefined && !(el.textContent ?? '').includes(v.text)) return false;
        // Loading is not content: a progress bar, a skeleton, or the DataTable's placeholder rows (after 1 s).
        if (el.querySelector('[role="progressbar"], .MuiSkeleton-root, .RaPlaceholder-root')) return false;
        return v.content === undefined || el.querySelector(v.content) !== null;
      };
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`not visible within 20 s: ${v.selector} ${v.text ?? ''}`));
      }, 20_000);
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        clearTimeout(timer);
        // The frame that shows it: after the next animation frame has been produced.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    w.__benchDone.catch(() => undefined);
  }, visible);
  let requests = 0;
  const count = (r: { url(): string }) => void (new URL(r.url()).pathname.startsWith('/api/') && requests++);
  page.on('request', count);
  try {
    await act();
    const { start, end } = await page.evaluate(async () => {
      const w = window as unknown as BenchWindow;
      const end = await w.__benchDone!;
      return { start: w.__benchStart, end };
    });
    if (start === undefined) throw new Error('the action fired no Enter keydown or click');
    return { ms: end - start, requests };
  } finally {
    page.off('request', count);
  }
}

/** Moves the single-page app to `path` without a reload (React Router follows popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Median and 90th percentile (nearest rank). */
export function percentiles(values: readonly number[]): { median: number; p90: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p90: at(0.9) };
}

/**
 * In how many rounds one side's time was no later than the reference's in the same round, as "k of n" (a missing or
 * NaN time never counts): the bench interleaves its loads round by round, so each pair saw the same machine, which
 * the two medians alone do not show.
 */
export function roundsAtMost(times: readonly number[], reference: readonly number[]): string {
  const rounds = Math.min(times.length, reference.length);
  let atMost = 0;
  for (let i = 0; i < rounds; i++) {
    const [time, ref] = [times[i], reference[i]];
    if (time !== undefined && ref !== undefined && time <= ref) atMost++;
  }
  return `${atMost} of ${rounds}`;
}
