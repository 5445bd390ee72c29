import { browser } from 'wxt/browser';
import { clearClipboardHere } from '../../background/clipboard.js';

/** Chromium's offscreen document: clears the clipboard when the service worker asks. */
browser.runtime.onMessage.addListener((message: unknown) => {
  if ((message as { target?: unknown } | null)?.target !== 'offscreen') return undefined;
  clearClipboardHere(document);
  return undefined;
});
