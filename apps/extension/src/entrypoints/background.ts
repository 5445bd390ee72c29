import { browser, type Browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { clearClipboard, isClipboardAlarm } from '../background/clipboard.js';
import { TabMemory } from '../background/offers.js';
import { PageHandlers, frameOf } from '../background/page-handlers.js';
import { PopupHandlers } from '../background/popup-handlers.js';
import { ExtensionSession } from '../background/session.js';
import {
  popupRequestTypes,
  type Answer,
  type PageRequest,
  type PopupRequest,
  type Request,
} from '../lib/protocol.js';

const IDLE_ALARM = 'guru-idle-check';

export default defineBackground(() => {
  const tabs = new TabMemory();
  const session = new ExtensionSession(() => tabs.forgetAll());
  const pages = new PageHandlers(session, tabs);
  const popup = new PopupHandlers(session);
  // The extension's own origin: the service worker's (or Firefox's background page's) location.
  const popupUrl = new URL('/popup.html', self.location.origin).href;

  async function answer(request: Request, sender: Browser.runtime.MessageSender): Promise<Answer<unknown>> {
    try {
      if (sender.id !== browser.runtime.id) throw new Error('foreign sender');
      if (popupRequestTypes.has(request.type)) {
        // Only the popup (the extension's own page, never a content script, whose URL is its page's) signs in,
        // searches and copies.
        if (!sender.url?.startsWith(popupUrl)) throw new Error('not the popup');
        return { ok: true, data: (await popup.handle(request as PopupRequest)) ?? null };
      }
      const frame = frameOf(sender);
      if (!frame) throw new Error('no frame');
      return { ok: true, data: (await pages.handle(request as PageRequest, frame)) ?? null };
    } catch (error) {
      await session.handleRefusal(error);
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    const request = message as Request & { target?: string };
    if (typeof request?.type !== 'string' || request.target === 'offscreen') return undefined;
    void answer(request, sender).then(sendResponse);
    return true;
  });

  browser.tabs.onRemoved.addListener((tabId) => tabs.forgetTab(tabId));

  // The idle timers are checked on every request and by this alarm, so a vault left open locks on time.
  void browser.alarms.create(IDLE_ALARM, { periodInMinutes: 0.5 });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (isClipboardAlarm(alarm.name)) void clearClipboard();
    else if (alarm.name === IDLE_ALARM) void session.checkIdle();
  });
});
