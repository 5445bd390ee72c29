import type { Page } from 'playwright-core';

/**
 * Timing probes that run inside the page, on the page's own clock (performance.now()), so that
 * no figure includes the round trips between this process and the browser. The app is not
 * changed: the probes listen to DOM events and watch the DOM.
 *
 * - every click on a button or on a download link, every key press and every file chosen is
 *   noted with its time (`click:<button text>`, `download:<file name>`, `keydown:<aria-label>`,
 *   `file:change`);
 * - the firing of `setTimeout` callbacks of one given delay (the search debounce) is noted as
 *   `timer:<delay>`, so that the time after the debounce can be told apart from the wait;
 * - long tasks (main thread busy for more than 50 ms) are collected;
 * - a watch notes when an element matching a selector (and a text) appears, and the first
 *   moment after the next frame was painted.
 */

export interface ResourceTiming {
  name: string;
  initiatorType: string;
  startTime: number;
  responseStart: number;
  responseEnd: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

export interface MeasureEntry {
  name: string;
  startTime: number;
  duration: number;
}

export interface PageTimings {
  marks: Record<string, number>;
  longTasks: Array<{ startTime: number; duration: number }>;
  resources: ResourceTiming[];
  measures: MeasureEntry[];
}

interface BenchState {
  marks: Record<string, number>;
  longTasks: Array<{ startTime: number; duration: number }>;
}

type BenchWindow = Window & { __bench?: BenchState };

/** Installed with page.addInitScript: runs before the app's own scripts in every document. */
function installProbes(timerDelayMs: number): void {
  const w = window as BenchWindow;
  if (w.__bench) return;
  const state: BenchState = { marks: {}, longTasks: [] };
  w.__bench = state;
  const mark = (name: string) => {
    state.marks[name] = performance.now();
  };

  const originalSetTimeout = window.setTimeout.bind(window);
  const patched = (handler: unknown, timeout?: number, ...args: unknown[]): number => {
    if (timeout === timerDelayMs && typeof handler === 'function') {
      const fn = handler as (...a: unknown[]) => void;
      return originalSetTimeout(
        (...a: unknown[]) => {
          mark(`timer:${timerDelayMs}`);
          fn(...a);
        },
        timeout,
        ...args,
      );
    }
    return originalSetTimeout(handler as TimerHandler, timeout, ...args);
  };
  window.setTimeout = patched as unknown as typeof window.setTimeout;

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[download]');
      if (link) mark(`download:${link.getAttribute('download') ?? ''}`);
      const button = target?.closest('button');
      if (button) mark(`click:${(button.textContent ?? '').trim()}`);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      mark(`keydown:${target?.getAttribute('aria-label') ?? ''}`);
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') mark('file:change');
    },
    true,
  );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // long tasks are a diagnostic only
  }
  performance.setResourceTimingBufferSize(5_000);
}

export async function installPageProbes(page: Page, timerDelayMs: number): Promise<void> {
  // tsx compiles with esbuild's keepNames, which wraps named inner functions in __name(): the
  // functions sent to the page need it there too.
  await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await page.addInitScript(installProbes, timerDelayMs);
}

export interface WatchCondition {
  /** CSS selector of the element that must appear. */
  selector: string;
  /** Text the element must contain, if any. */
  text?: string;
}

/**
 * Notes `name` (page clock) when an element matching the condition is in the DOM, visible and laid out,
 * and `name:painted` once the following frame was painted. Arm it before the action.
 */
export async function armWatch(page: Page, name: string, condition: WatchCondition): Promise<void> {
  await page.evaluate(
    ({ name, condition }) => {
      const state = (window as BenchWindow).__bench;
      if (!state) throw new Error('page probes are not installed');
      delete state.marks[name];
      delete state.marks[`${name}:painted`];
      const met = (): boolean =>
        Array.from(document.querySelectorAll(condition.selector)).some(
          (element) =>
            (condition.text === undefined || (element.textContent ?? '').includes(condition.text)) &&
            // Shown: rendered, not hidden by CSS visibility (content prepared out of sight does not count).
            element.checkVisibility({ visibilityProperty: true }) &&
            element.getClientRects().length > 0,
        );
      if (met()) throw new Error(`watch ${name}: the condition already holds before the action`);
      const observer = new MutationObserver(() => {
        if (!met()) return;
        observer.disconnect();
        state.marks[name] = performance.now();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            state.marks[`${name}:painted`] = performance.now();
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    },
    { name, condition },
  );
}

/** Waits until the watch `name` saw its element painted. */
export async function waitForWatch(page: Page, name: string, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    (key) => (window as BenchWindow).__bench?.marks[key] !== undefined,
    `${name}:painted`,
    {
      timeout: timeoutMs,
      polling: 50,
    },
  );
}

export async function readPageTimings(page: Page): Promise<PageTimings> {
  return page.evaluate(() => {
    const state = (window as BenchWindow).__bench ?? { marks: {}, longTasks: [] };
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        name: entry.name,
        initiatorType: entry.initiatorType,
        startTime: entry.startTime,
        responseStart: entry.responseStart,
        responseEnd: entry.responseEnd,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      }),
    );
    const measures = performance.getEntriesByType('measure').map((entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      duration: entry.duration,
    }));
    return { marks: { ...state.marks }, longTasks: [...state.longTasks], resources, measures };
  });
}

/** Main-thread time in long tasks that overlap [from, to] (page clock). */
export function longTaskTime(
  timings: PageTimings,
  from: number,
  to: number,
): { total: number; longest: number; count: number } {
  let total = 0;
  let longest = 0;
  let count = 0;
  for (const task of timings.longTasks) {
    const start = Math.max(task.startTime, from);
    const end = Math.min(task.startTime + task.duration, to);
    if (end <= start) continue;
    total += end - start;
    longest = Math.max(longest, task.duration);
    count += 1;
  }
  return { total, longest, count };
}

/** Resource entries whose URL contains `part`, started within [from, to]. */
export function resourcesBetween(
  timings: PageTimings,
  part: string,
  from: number,
  to: number,
): ResourceTiming[] {
  return timings.resources.filter(
    (entry) => entry.name.includes(part) && entry.startTime >= from && entry.startTime <= to,
  );
}

/** Measures (performance.measure) that ended within [from, to]. */
export function measuresBetween(timings: PageTimings, from: number, to: number): MeasureEntry[] {
  return timings.measures.filter(
    (entry) => entry.startTime + entry.duration >= from && entry.startTime + entry.duration <= to,
  );
}
