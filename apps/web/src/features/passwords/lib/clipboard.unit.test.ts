/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copySecret } from './clipboard';

const CLEAR_MS = 30_000;
let clipboardText = '';
const writeText = vi.fn(async (text: string) => {
  clipboardText = text;
});
const readText = vi.fn(async () => clipboardText);
const query = vi.fn<(descriptor: { name: string }) => Promise<{ state: PermissionState }>>();

function permission(state: PermissionState): void {
  query.mockResolvedValue({ state });
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
  clipboardText = '';
  writeText.mockClear();
  readText.mockClear();
  query.mockReset();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText, readText } });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('copySecret', () => {
  it('without the read permission: never reads, and empties the clipboard after 30 s when the page has the focus', async () => {
    permission('prompt');
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await copySecret('s3cret');
    expect(clipboardText).toBe('s3cret');
    await vi.advanceTimersByTimeAsync(CLEAR_MS - 1);
    await settle();
    expect(clipboardText).toBe('s3cret');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(query).toHaveBeenCalledWith({ name: 'clipboard-read' });
    expect(readText).not.toHaveBeenCalled();
    expect(clipboardText).toBe('');
  });

  it('without the read permission and without the focus: leaves the clipboard alone', async () => {
    permission('denied');
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    await copySecret('s3cret');
    await vi.advanceTimersByTimeAsync(CLEAR_MS);
    await settle();
    expect(readText).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(clipboardText).toBe('s3cret');
  });

  it('without a permissions API: decides by the focus and does not read', async () => {
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await copySecret('s3cret');
    await vi.advanceTimersByTimeAsync(CLEAR_MS);
    await settle();
    expect(readText).not.toHaveBeenCalled();
    expect(clipboardText).toBe('');
  });

  it('with the read permission granted: empties it only if it still holds the secret', async () => {
    permission('granted');
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await copySecret('s3cret');
    await vi.advanceTimersByTimeAsync(CLEAR_MS);
    await settle();
    expect(readText).toHaveBeenCalledTimes(1);
    expect(clipboardText).toBe('');

    await copySecret('other-secret');
    clipboardText = 'something the user copied since';
    await vi.advanceTimersByTimeAsync(CLEAR_MS);
    await settle();
    expect(readText).toHaveBeenCalledTimes(2);
    expect(clipboardText).toBe('something the user copied since');
    expect(hasFocus).not.toHaveBeenCalled();
  });
});
