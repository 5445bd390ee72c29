/** This origin's localStorage or this tab's sessionStorage; null when the browser disables storage. */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}
