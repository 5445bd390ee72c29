/**
 * A prerendered page (ADR 0026) shows its form before the app's code has run. A submit then (Enter in a field,
 * or the button) would go the browser's own way: the page reloaded, and what was typed lost. From the start of
 * src/main.tsx until the app has taken the page over, a submit is held instead (its form remembered) and made
 * again once the app handles it. What was typed meanwhile stays in the fields (hydration keeps it) and the form
 * takes it up (LoginPage).
 */
let holding = false;
let held: HTMLFormElement | null = null;

function hold(event: Event): void {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) held = event.target;
}

export function holdEarlySubmits(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('submit', hold, true);
}

/** The app has taken the page over: submits are its own again, and a held one is made now, if its form is still shown. */
export function releaseEarlySubmits(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('submit', hold, true);
  const form = held;
  held = null;
  if (form?.isConnected) form.requestSubmit();
}
