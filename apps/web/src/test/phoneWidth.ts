import { vi } from 'vitest';

/**
 * Makes window.matchMedia answer as a 390 px wide phone would: a max-width query matches when its width is
 * at least 390 px, a min-width query when its width is at most 390 px. Undo with vi.unstubAllGlobals().
 */
export function stubPhoneWidth(width = 390): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mediaMatches(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function mediaMatches(query: string, width: number): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}
