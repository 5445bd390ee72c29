import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { messages, siteWebRoutes } from '@guru/shared';
import { ApiError } from '../../../../lib/apiClient';
import { unsubscribeNewsletter } from '../../api/siteApi';
import { renderSite } from '../../test/renderSite';
import { UnsubscribePage } from './UnsubscribePage';

vi.mock('../../api/siteApi', () => ({
  unsubscribeNewsletter: vi.fn(() => Promise.resolve({ status: 'unsubscribed' })),
}));

afterEach(() => {
  cleanup();
  vi.mocked(unsubscribeNewsletter).mockClear();
});

const token = 'Abc_def-ghi0123456789abcdefghijklmnopqrstuv';
const page = siteWebRoutes.newsletterUnsubscribe;

describe('the unsubscribe page', () => {
  it('does nothing on opening; Unsubscribe posts the token of the fragment', async () => {
    const { user } = renderSite(<UnsubscribePage />, page, `${page}#${token}`);
    expect(screen.getByRole('heading', { name: messages.unsubscribeTitle })).toBeTruthy();
    expect(unsubscribeNewsletter).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: messages.unsubscribeButton }));
    expect(await screen.findByRole('heading', { name: messages.unsubscribedTitle })).toBeTruthy();
    expect(unsubscribeNewsletter).toHaveBeenCalledExactlyOnceWith(token);
    expect(screen.queryByRole('button', { name: messages.unsubscribeButton })).toBeNull();
  });

  it('says a link without a valid token is not valid, with no button', () => {
    renderSite(<UnsubscribePage />, page, `${page}#short`);
    expect(screen.getByText(messages.unsubscribeInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.unsubscribeButton })).toBeNull();
  });

  it("shows the server's answer when the link is refused", async () => {
    vi.mocked(unsubscribeNewsletter).mockRejectedValueOnce(
      new ApiError(410, 'LINK_INVALID', messages.unsubscribeInvalid),
    );
    const { user } = renderSite(<UnsubscribePage />, page, `${page}#${token}`);
    await user.click(screen.getByRole('button', { name: messages.unsubscribeButton }));
    expect(await screen.findByText(messages.unsubscribeInvalid)).toBeTruthy();
  });
});
