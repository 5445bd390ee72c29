import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { OfflineNotice } from '../components/OfflineNotice';

/**
 * What every page renders around its router: in the browser and when a page is prerendered at build time (the
 * same tree, so that it hydrates). `onTakenOver` is called once the first page is the app's.
 */
export function AppRoot({ children, onTakenOver }: { children: ReactNode; onTakenOver?: () => void }) {
  return (
    <StrictMode>
      <AppProviders>
        {children}
        {/* Outside the router: shown over any screen, its error page included (ADR 0032). */}
        <OfflineNotice />
        {onTakenOver && <TakenOver onTakenOver={onTakenOver} />}
      </AppProviders>
    </StrictMode>
  );
}

/** Calls back after the first commit and the re-render it may cause (LoginPage takes up text typed before it). */
function TakenOver({ onTakenOver }: { onTakenOver: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onTakenOver, 0);
    return () => clearTimeout(timer);
  }, [onTakenOver]);
  return null;
}
