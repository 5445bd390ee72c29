import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider, Table } from '@mantine/core';
import { AppType, ClientStatus, businessMessages, messages, type ClientRow } from '@guru/shared';
import { ClientTableRow, type ClientRowControls } from './ClientTableRow';

afterEach(() => cleanup());

function rowOf(status: ClientStatus): ClientRow {
  return {
    id: 'c1',
    firstName: '',
    lastName: '',
    fullName: '',
    email: 'pending@example.com',
    createdAt: new Date(2026, 0, 5).toISOString(),
    lastLogged: null,
    status,
    enableFANotification: true,
    roleId: 3,
    negOwnerId: null,
  };
}

function renderRow(status: ClientStatus) {
  const controls: ClientRowControls = {
    app: AppType.password,
    legalHolds: true,
    onToggle: vi.fn(),
    onAction: vi.fn(),
    onSendInvite: vi.fn(),
    onResendInvite: vi.fn(),
  };
  render(
    <MantineProvider>
      <Table>
        <Table.Tbody>
          <ClientTableRow row={rowOf(status)} selected={false} controls={controls} />
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );
  return controls;
}

describe('ClientTableRow invite buttons', () => {
  it('a Pending row offers Resend invite, which opens the invite again for its e-mail', async () => {
    const controls = renderRow(ClientStatus.pending);
    expect(screen.queryByRole('button', { name: messages.clientsSendInvite })).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `${businessMessages.resendInvite}: pending@example.com` }));
    expect(controls.onResendInvite).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'pending@example.com' }),
    );
    expect(controls.onSendInvite).not.toHaveBeenCalled();
  });

  it('a Requested row offers Send Invite and no Resend invite', () => {
    renderRow(ClientStatus.requested);
    expect(screen.getByRole('button', { name: messages.clientsSendInvite })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(businessMessages.resendInvite) })).toBeNull();
  });
});
