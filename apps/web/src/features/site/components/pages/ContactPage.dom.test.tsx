import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { messages, webRoutes } from '@guru/shared';
import { sendContactMessage } from '../../api/siteApi';
import { renderSite } from '../../test/renderSite';
import { ContactPage } from './ContactPage';

vi.mock('../../../../lib/notify', () => ({
  notifyOops: vi.fn(),
  notifySuccess: vi.fn(),
  clearToasts: vi.fn(),
}));
vi.mock('../../api/siteApi', () => ({
  sendContactMessage: vi.fn(() => Promise.resolve({ status: 'received' })),
}));

afterEach(() => {
  cleanup();
  vi.mocked(sendContactMessage).mockClear();
});

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });

describe('the contact page', () => {
  it('checks the form, sends it to the provider and thanks the visitor', { timeout: 20_000 }, async () => {
    const { user } = renderSite(<ContactPage />, webRoutes.contact);
    await user.click(screen.getByRole('button', { name: messages.contactSubmit }));
    expect(screen.getAllByText(messages.newsletterFieldRequired).length).toBeGreaterThanOrEqual(4);
    expect(sendContactMessage).not.toHaveBeenCalled();

    await user.type(input(messages.contactName), 'Paula Press');
    await user.type(input(messages.contactEmail), 'paula@');
    await user.click(screen.getByRole('button', { name: messages.contactSubmit }));
    expect(screen.getByText(messages.newsletterEmailInvalid)).toBeTruthy();

    await user.type(input(messages.contactEmail), 'press.example');
    await user.selectOptions(
      screen.getByLabelText(new RegExp(`^${messages.contactTopic}`), { selector: 'select' }),
      messages.contactTopicSales,
    );
    await user.type(input(messages.contactMessage), 'What does All in One include?');
    await user.click(screen.getByRole('button', { name: messages.contactSubmit }));

    expect(await screen.findByText(messages.contactSentTitle)).toBeTruthy();
    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Paula Press',
      email: 'paula@press.example',
      company: '',
      topic: 'sales',
      message: 'What does All in One include?',
    });
  });

  it("preselects the topic of ?topic=press (the media page's link) and tells clients to ask their advisor", () => {
    renderSite(<ContactPage />, webRoutes.contact, `${webRoutes.contact}?topic=press`);
    expect(
      screen.getByLabelText(new RegExp(`^${messages.contactTopic}`), { selector: 'select' }),
    ).toHaveProperty('value', 'press');
    expect(screen.getByText(messages.contactClientNote)).toBeTruthy();
  });
});
