import { afterEach, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { installDomStubs } from './domStubs';

installDomStubs();

// jsdom has no layout, so Mantine's focus trap finds nothing "tabbable" in an opened popover and
// prints the whole DOM node. Real browsers (the Playwright tests) do have focusable elements there.
const warn = console.warn.bind(console);
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
  warn(...args);
});

// The whole suite runs its files in parallel on small machines: a first render that imports a whole
// feature can take more than the default second there. findBy… waits up to 5 s (it returns at once when ready).
configure({ asyncUtilTimeout: 5_000 });

// Each test is a new visit: a page's history-entry state (link secrets, useAddressToken) does not carry over
// to the next test's page, as it never does between two navigations in a browser.
afterEach(() => {
  window.history.replaceState(null, '', window.location.href);
});
