import { browser } from 'wxt/browser';

const CLEAR_ALARM = 'guru-clear-clipboard';
const OFFSCREEN_PATH = '/clipboard.html';

/**
 * Clears the clipboard `seconds` after a copy from the popup, which may be closed by then: an alarm (which
 * outlives the service worker) wakes the extension, and a document writes an empty text, Chromium's offscreen
 * document or Firefox's background page itself (clearClipboardHere).
 */
export async function scheduleClipboardClear(seconds: number): Promise<void> {
  await browser.alarms.create(CLEAR_ALARM, { when: Date.now() + seconds * 1000 });
}

export function isClipboardAlarm(name: string): boolean {
  return name === CLEAR_ALARM;
}

/** Replaces what the clipboard holds with an empty text (the copy event's own data). */
export function clearClipboardHere(doc: Document): void {
  const onCopy = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', '');
    event.preventDefault();
  };
  doc.addEventListener('copy', onCopy);
  try {
    doc.execCommand('copy');
  } finally {
    doc.removeEventListener('copy', onCopy);
  }
}

export async function clearClipboard(): Promise<void> {
  if (typeof document !== 'undefined') {
    clearClipboardHere(document);
    return;
  }
  const offscreen = browser.offscreen;
  if (!offscreen) return;
  if (!(await offscreen.hasDocument?.())) {
    await offscreen.createDocument({
      url: OFFSCREEN_PATH,
      reasons: [offscreen.Reason.CLIPBOARD],
      justification: 'Clear a copied password from the clipboard after the chosen time.',
    });
  }
  await browser.runtime.sendMessage({ type: 'clearClipboard', target: 'offscreen' });
}
