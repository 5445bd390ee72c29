import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@guru/shared';
import { ApiError } from '../../../lib/apiClient';
import { notifyOops } from '../../../lib/notify';
import { subscribeNewsletter } from '../api/siteApi';
import { renderSite } from '../test/renderSite';
import { NewsletterButton } from './NewsletterModal';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));
vi.mock('../api/siteApi', () => ({
  subscribeNewsletter: vi.fn(() => Promise.resolve({ status: 'subscribed' })),
}));

afterEach(() => {
  cleanup();
  vi.mocked(subscribeNewsletter).mockClear();
  vi.mocked(notifyOops).mockClear();
});

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function openModal() {
  const view = renderSite(<NewsletterButton />, '/pricing');
  await view.user.click(screen.getByRole('button', { name: messages.newsletterOpen }));
  const dialog = await screen.findByRole('dialog', { name: messages.newsletterTitle });
  return { ...view, dialog };
}

describe('the beta newsletter modal', () => {
  it("says which fields are missing with the specification's messages, and sends nothing", async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: messages.newsletterSubmit }));
    expect(within(dialog).getAllByText(messages.newsletterFieldRequired)).toHaveLength(3);
    await user.type(field(dialog, messages.newsletterEmail), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: messages.newsletterSubmit }));
    expect(within(dialog).getByText(messages.newsletterEmailInvalid)).toBeTruthy();
    expect(subscribeNewsletter).not.toHaveBeenCalled();
  });

  it('sends the form (company and website optional), then shows "Successfully!" until OK', async () => {
    const { user, dialog } = await openModal();
    await user.type(field(dialog, messages.newsletterFirstName), 'Nora');
    await user.type(field(dialog, messages.newsletterLastName), 'Newsreader');
    await user.type(field(dialog, messages.newsletterEmail), 'nora@example.com');
    await user.click(within(dialog).getByRole('button', { name: messages.newsletterSubmit }));

    const success = await screen.findByRole('dialog', { name: messages.newsletterSuccessTitle });
    expect(within(success).getByText(messages.newsletterSuccessText)).toBeTruthy();
    expect(subscribeNewsletter).toHaveBeenCalledWith({
      firstName: 'Nora',
      lastName: 'Newsreader',
      company: '',
      website: '',
      email: 'nora@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.newsletterTitle })).toBeNull());

    await user.click(within(success).getByRole('button', { name: messages.signupOk }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Opened again: an empty form.
    await user.click(screen.getByRole('button', { name: messages.newsletterOpen }));
    const again = await screen.findByRole('dialog', { name: messages.newsletterTitle });
    expect(field(again, messages.newsletterFirstName)).toHaveProperty('value', '');
  });

  it("keeps the form and shows the server's message when the sign-up fails", async () => {
    vi.mocked(subscribeNewsletter).mockRejectedValueOnce(
      new ApiError(429, 'RATE_LIMITED', messages.rateLimited),
    );
    const { user, dialog } = await openModal();
    await user.type(field(dialog, messages.newsletterFirstName), 'Nora');
    await user.type(field(dialog, messages.newsletterLastName), 'Newsreader');
    await user.type(field(dialog, messages.newsletterEmail), 'nora@example.com');
    await user.click(within(dialog).getByRole('button', { name: messages.newsletterSubmit }));
    await vi.waitFor(() => expect(notifyOops).toHaveBeenCalledWith(messages.rateLimited));
    expect(screen.queryByRole('dialog', { name: messages.newsletterSuccessTitle })).toBeNull();
    expect(field(dialog, messages.newsletterFirstName)).toHaveProperty('value', 'Nora');
  });
});
