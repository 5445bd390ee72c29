import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers';

/** What every page renders around its router: in the browser and when a page is prerendered at build time (the same tree, so that it hydrates). */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
    </StrictMode>
  );
}
