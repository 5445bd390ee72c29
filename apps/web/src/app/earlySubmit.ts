import { earlySubmitGlobal } from '@guru/shared';

/**
 * A prerendered page (ADR 0026) shows its form before the app's code has run. The page's first inline script
 * (`earlySubmitScript`, injected into index.html's head by the build) holds a submit made then instead of
 * letting the browser reload the page; the app releases it once it handles submits itself. What was typed
 * meanwhile stays in the fields (hydration keeps it) and the form takes it up (LoginPage).
 */
interface EarlySubmits {
  release(): void;
}

function installed(): EarlySubmits | undefined {
  return (window as unknown as Record<string, EarlySubmits | undefined>)[earlySubmitGlobal];
}

/** The app has taken the page over: submits are its own again, and a held one is made now, if its form is still shown. */
export function releaseEarlySubmits(): void {
  const holder = installed();
  if (!holder) return;
  delete (window as unknown as Record<string, EarlySubmits | undefined>)[earlySubmitGlobal];
  holder.release();
}
