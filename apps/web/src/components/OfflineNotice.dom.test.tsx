import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { messages } from '@guru/shared';
import { OfflineNotice } from './OfflineNotice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('says plainly that the device is offline, and goes once the network is back', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('alert').textContent).toBe(messages.offlineNotice);
    goOffline(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('alert').textContent).toBe(messages.offlineNotice);
  });
});
