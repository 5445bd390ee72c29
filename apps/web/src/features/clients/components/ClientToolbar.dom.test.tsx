import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { messages } from '@guru/shared';
import { ClientBreadcrumb } from './ClientToolbar';

afterEach(() => cleanup());

describe('ClientBreadcrumb', () => {
  it('reads "Client Management > Disabled Users" in the folder, as the seed writes it', () => {
    render(
      <MantineProvider>
        <ClientBreadcrumb disabledFolder onOpenRoot={() => undefined} />
      </MantineProvider>,
    );
    const nav = screen.getByRole('navigation', { name: messages.clientsBreadcrumbLabel });
    expect(nav.textContent).toBe(`${messages.clientManagementTitle}>${messages.clientsDisabledFolder}`);
    expect(screen.getByRole('button', { name: messages.clientManagementTitle })).toBeTruthy();
  });

  it('is the title alone at the root', () => {
    render(
      <MantineProvider>
        <ClientBreadcrumb disabledFolder={false} onOpenRoot={() => undefined} />
      </MantineProvider>,
    );
    expect(screen.getByRole('navigation', { name: messages.clientsBreadcrumbLabel }).textContent).toBe(messages.clientManagementTitle);
  });
});
