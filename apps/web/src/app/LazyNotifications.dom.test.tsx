import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LazyNotifications, mountNotificationsWhenIdle } from './LazyNotifications';

afterEach(() => {
  cleanup();
  act(() => notifications.clean());
});

describe('LazyNotifications', () => {
  it('mounts no container until a notification is shown, then shows it', async () => {
    render(
      <MantineProvider>
        <LazyNotifications />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ message: 'The entry was saved.' });
    });
    expect(await screen.findByText('The entry was saved.')).toBeTruthy();
  });

  it('shows a notification sent before it mounted', async () => {
    act(() => {
      notifications.show({ message: 'Shown before the container.' });
    });
    render(
      <MantineProvider>
        <LazyNotifications />
      </MantineProvider>,
    );
    expect(await screen.findByText('Shown before the container.')).toBeTruthy();
  });

  // Last: once mounted ahead, the container stays for the page's life.
  it('mounts the container ahead when asked (a signed-in screen, once idle), before any notification', async () => {
    render(
      <MantineProvider>
        <LazyNotifications />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    mountNotificationsWhenIdle();
    await waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(), {
      timeout: 4_000,
    });
  });
});
