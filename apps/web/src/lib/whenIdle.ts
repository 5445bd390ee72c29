import { useEffect, useState } from 'react';

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns the cancel. */
export function runWhenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 1_000));
  return () => window.clearTimeout(timer);
}

/** False on the first render, true once the browser has been idle since (at the latest after `timeoutMs`). */
export function useIdleFlag(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : runWhenIdle(() => setIdle(true), timeoutMs)), [idle, timeoutMs]);
  return idle;
}
