import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppType } from '@guru/shared';
import { clearAppSecrets } from '../../auth';
import { confirmPinCode } from '../api/passwordsApi';
import { SKIP_PIN_KEY, readSkipPin } from '../../../lib/skipPinPreference';
import { useViewGate } from './useViewGate';

vi.mock('../api/passwordsApi', () => ({ confirmPinCode: vi.fn() }));
vi.mock('../../auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../auth')>();
  return { ...actual, usePinErrorHandler: () => () => actual.PinOutcome.wrong };
});

const confirmPin = vi.mocked(confirmPinCode);

beforeEach(() => {
  window.sessionStorage.clear();
  confirmPin.mockReset();
  confirmPin.mockResolvedValue(undefined);
});
afterEach(() => cleanup());

/** Asks to open a password; returns the open callback to check whether it ran. */
function requestOpen(gate: { current: ReturnType<typeof useViewGate> }) {
  const open = vi.fn();
  act(() => gate.current.request(open));
  return open;
}

describe('the PIN skip flag ("I wish to enter my PIN each time…")', () => {
  it('ticked: the PIN is asked again next time', async () => {
    const { result } = renderHook(() => useViewGate());
    const first = requestOpen(result);
    expect(result.current.pinOpened).toBe(true);
    await act(async () => expect(await result.current.submit('1234', true)).toBe(true));
    expect(first).toHaveBeenCalledTimes(1);
    expect(readSkipPin()).toBe(false);
    const second = requestOpen(result);
    expect(second).not.toHaveBeenCalled();
    expect(result.current.pinOpened).toBe(true);
  });

  it('unticked: the skip is stored and the next password opens without the PIN', async () => {
    const { result } = renderHook(() => useViewGate());
    requestOpen(result);
    await act(async () => void (await result.current.submit('1234', false)));
    expect(window.sessionStorage.getItem(SKIP_PIN_KEY)).toBe('true');
    const next = requestOpen(result);
    expect(next).toHaveBeenCalledTimes(1);
    expect(result.current.pinOpened).toBe(false);
    expect(confirmPin).toHaveBeenCalledTimes(1);
  });

  it('a wrong PIN stores nothing and opens nothing', async () => {
    confirmPin.mockRejectedValueOnce(new Error('wrong'));
    const { result } = renderHook(() => useViewGate());
    const open = requestOpen(result);
    await act(async () => expect(await result.current.submit('9999', false)).toBe(false));
    expect(open).not.toHaveBeenCalled();
    expect(readSkipPin()).toBe(false);
    expect(result.current.pinOpened).toBe(true);
  });

  it('is cleared on sign-out', async () => {
    const { result } = renderHook(() => useViewGate());
    requestOpen(result);
    await act(async () => void (await result.current.submit('1234', false)));
    expect(readSkipPin()).toBe(true);
    clearAppSecrets(AppType.password);
    expect(readSkipPin()).toBe(false);
    expect(window.sessionStorage.getItem(SKIP_PIN_KEY)).toBeNull();
  });
});
