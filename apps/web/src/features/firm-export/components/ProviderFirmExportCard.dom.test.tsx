import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { firmExportMessages as m, formatMessage, messages } from '@guru/shared';
import { ProviderFirmExportCard } from './ProviderFirmExportCard';

vi.mock('../../auth', () => ({ useSignedIn: () => ({ app: 'passwordguru' }) }));
const saved: { name: string; size: number }[] = [];
vi.mock('../../../lib/download', () => ({
  downloadBlob: (blob: Blob, name: string) => saved.push({ name, size: blob.size }),
}));

const requests: { url: string; body: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  saved.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { pinCode: string; reference: string };
    requests.push({ url, body });
    if (body.pinCode !== '1234')
      return new Response(JSON.stringify({ error: { code: 'PIN_WRONG', message: messages.pinWrong } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(new Uint8Array([0x50, 0x4b, 5, 6]), {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="firm-data-newfirm-2026-11-27.zip"',
      },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function typePin(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, pin: string) {
  await user.click(within(dialog).getByLabelText(formatMessage(messages.digitLabel, { n: 1, total: 4 })));
  await user.keyboard(pin);
  await user.click(within(dialog).getByRole('button', { name: m.confirm }));
}

describe('ProviderFirmExportCard', () => {
  it("asks the firm's request first, then the PIN, and saves the ZIP the server names", async () => {
    render(
      <MantineProvider>
        <ProviderFirmExportCard firmId="f1" />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: m.button });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: m.providerReference }), '  Ticket 4711 ');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: m.modalTitle });

    await typePin(user, dialog, '9999');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', messages.pinWrong);
    expect(saved).toEqual([]);

    await typePin(user, dialog, '1234');
    await waitFor(() => expect(saved).toEqual([{ name: 'firm-data-newfirm-2026-11-27.zip', size: 4 }]));
    expect(requests.at(-1)).toEqual({
      url: '/be/api/admin/firms/f1/data-export',
      body: { pinCode: '1234', reference: 'Ticket 4711' },
    });
    expect(await screen.findByText(m.done)).toBeTruthy();
  });
});
