import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { WebsiteLink } from './WebsiteLink';

afterEach(() => cleanup());

describe('WebsiteLink', () => {
  it.each([false, true])('follows the entry’s isWebsite flag (light rows: %s)', (light) => {
    const { rerender } = render(
      <MantineProvider>
        <WebsiteLink website="https://casey:pw@bank.example.com/login" isWebsite light={light} />
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: 'https://casey:pw@bank.example.com/login' });
    expect(link.getAttribute('href')).toBe('https://bank.example.com/login');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    rerender(
      <MantineProvider>
        <WebsiteLink website="https://bank.example.com" isWebsite={false} light={light} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('https://bank.example.com')).toBeTruthy();
  });
});
