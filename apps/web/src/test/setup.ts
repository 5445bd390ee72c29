import { vi } from 'vitest';
import { installDomStubs } from './domStubs';

installDomStubs();

// jsdom has no layout, so Mantine's focus trap finds nothing "tabbable" in an opened popover and
// prints the whole DOM node. Real browsers (the Playwright tests) do have focusable elements there.
const warn = console.warn.bind(console);
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
  warn(...args);
});
