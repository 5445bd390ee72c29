import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LazyNotifications } from './LazyNotifications';

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
});
