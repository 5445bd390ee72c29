import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppType } from '@guru/shared';
import {
  askTabsTimeoutMs,
  createTabUnlock,
  type MessageChannelLike,
  type SharedUnlock,
  type TabEvent,
} from './tabUnlock';

type Listener = (event: MessageEvent) => void;

/** The tabs of one origin: a message reaches every other tab's channel, never its sender's (as BroadcastChannel). */
function origin() {
  const channels: { listeners: Set<Listener> }[] = [];
  const posted: unknown[] = [];
  return {
    posted,
    tab(): MessageChannelLike {
      const self = { listeners: new Set<Listener>() };
      channels.push(self);
      return {
        postMessage(message) {
          posted.push(message);
          // Delivered later, as a real channel does.
          queueMicrotask(() =>
            channels
              .filter((c) => c !== self)
              .forEach((c) => c.listeners.forEach((l) => l(new MessageEvent('message', { data: message })))),
          );
        },
        addEventListener: (_type, listener) => self.listeners.add(listener),
        removeEventListener: (_type, listener) => self.listeners.delete(listener),
      };
    },
  };
}

const app = AppType.password;

describe('tabs sharing the unlock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a new tab gets an unlocked tab's sealed copy", async () => {
    const tabs = origin();
    createTabUnlock(tabs.tab(), (asked) => (asked === app ? { sealed: 'v1.sealed' } : null));
    const fresh = createTabUnlock(tabs.tab(), () => null);
    const answer = fresh.askOtherTabs(app);
    await vi.advanceTimersByTimeAsync(0);
    await expect(answer).resolves.toEqual({ sealed: 'v1.sealed' });
  });

  it('an unlocked tab of an app without a key answers null, which still says "unlocked"', async () => {
    const tabs = origin();
    createTabUnlock(tabs.tab(), () => ({ sealed: null }));
    const answer = createTabUnlock(tabs.tab(), () => null).askOtherTabs(AppType.documents);
    await vi.advanceTimersByTimeAsync(0);
    await expect(answer).resolves.toEqual({ sealed: null });
  });

  it('no answer within the wait (only locked tabs, or none): null, so the PIN is asked', async () => {
    const tabs = origin();
    createTabUnlock(tabs.tab(), () => null);
    let settled: SharedUnlock | null | undefined;
    void createTabUnlock(tabs.tab(), () => null)
      .askOtherTabs(app)
      .then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(askTabsTimeoutMs - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it("ignores another app's answer and answers to another tab's question", async () => {
    const tabs = origin();
    const other = tabs.tab();
    createTabUnlock(tabs.tab(), () => null);
    const fresh = createTabUnlock(tabs.tab(), () => null);
    let settled: SharedUnlock | null | undefined;
    void fresh.askOtherTabs(app).then((result) => (settled = result));
    other.postMessage({ type: 'answer', app: AppType.documents, askId: 'x', sealed: 'v1.other-app' });
    other.postMessage({ type: 'answer', app, askId: 'not-this-question', sealed: 'v1.other-question' });
    await vi.advanceTimersByTimeAsync(askTabsTimeoutMs);
    expect(settled).toBeNull();
  });

  it('never answers with anything but the sealed copy, and nothing while locked', async () => {
    const tabs = origin();
    let unlocked = false;
    createTabUnlock(tabs.tab(), () => (unlocked ? { sealed: 'v1.sealed' } : null));
    const fresh = createTabUnlock(tabs.tab(), () => null);
    const first = fresh.askOtherTabs(app);
    await vi.advanceTimersByTimeAsync(askTabsTimeoutMs);
    await expect(first).resolves.toBeNull();
    unlocked = true;
    const second = fresh.askOtherTabs(app);
    await vi.advanceTimersByTimeAsync(0);
    await expect(second).resolves.toEqual({ sealed: 'v1.sealed' });
    const answers = tabs.posted.filter((m) => (m as { type: string }).type === 'answer');
    expect(answers).toEqual([{ type: 'answer', app, askId: expect.any(String), sealed: 'v1.sealed' }]);
  });

  it('tells the other tabs of the same app that it locked or signed out, not itself', async () => {
    const tabs = origin();
    const one = createTabUnlock(tabs.tab(), () => null);
    const two = createTabUnlock(tabs.tab(), () => null);
    const seenByTwo: TabEvent[] = [];
    const seenByOne: TabEvent[] = [];
    two.onTabEvent(app, (event) => seenByTwo.push(event));
    one.onTabEvent(app, (event) => seenByOne.push(event));
    const stop = two.onTabEvent(AppType.documents, () =>
      seenByTwo.push({ type: 'locked', app: AppType.documents }),
    );
    one.tell({ type: 'locked', app });
    one.tell({ type: 'signedOut', app, reason: 'loggedOut' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seenByTwo).toEqual([
      { type: 'locked', app },
      { type: 'signedOut', app, reason: 'loggedOut' },
    ]);
    expect(seenByOne).toEqual([]);
    stop();
  });

  it('without BroadcastChannel every question answers null at once', async () => {
    await expect(
      createTabUnlock(null, () => ({ sealed: 'v1.sealed' })).askOtherTabs(app),
    ).resolves.toBeNull();
  });
});
