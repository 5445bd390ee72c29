import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { businessMessages, subscriptionMessages, type FirmBranding } from '@guru/shared';
import { uploadLogo } from '../api/advisorApi';
import { useBrandingEditor } from '../hooks/useBrandingEditor';
import { LogoEditor } from './LogoEditor';

vi.mock('../../auth', () => ({ useSignedIn: () => ({ app: 'passwordguru' }) }));
vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));
vi.mock('../api/advisorApi', () => ({
  uploadLogo: vi.fn(() =>
    Promise.resolve({
      companyName: 'New Firm',
      subdomain: 'newfirm',
      logoUrl: '/be/api/public/getUserCompanyAvatar/a1.png',
      customLogo: true,
    }),
  ),
  saveCompanyName: vi.fn(),
  removeLogo: vi.fn(),
  brandingSettingsQuery: () => ({
    queryKey: ['advisor', 'branding', 'passwordguru'],
    queryFn: () => new Promise(() => undefined),
  }),
}));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const branding: FirmBranding = {
  firmId: 'f1',
  name: 'New Firm',
  subdomain: 'newfirm',
  logoUrl: '/be/api/public/getUserCompanyAvatar/a1.png',
};

function Harness() {
  const editor = useBrandingEditor();
  return (
    <LogoEditor editor={editor} currentUrl={branding.logoUrl} customLogo={false} firmName={branding.name} />
  );
}

function renderEditor() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['branding'], branding);
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <Harness />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { user: userEvent.setup({ applyAccept: false }), input, queryClient };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('LogoEditor', () => {
  it('previews a chosen PNG, then saves it and shows the new logo at once', async () => {
    const { user, input, queryClient } = renderEditor();
    expect(screen.getByTestId('logo-preview').getAttribute('src')).toBe(branding.logoUrl);
    await user.upload(input, png());
    expect(screen.getByText(businessMessages.brandingNewLogo)).toBeTruthy();
    expect(screen.getByTestId('logo-preview').getAttribute('src')).toBe('blob:preview');
    await user.click(screen.getByRole('button', { name: businessMessages.brandingUploadLogo }));
    await waitFor(() => expect(uploadLogo).toHaveBeenCalledWith('passwordguru', expect.any(File)));
    await waitFor(() =>
      expect(queryClient.getQueryData<FirmBranding>(['branding'])?.logoUrl).toMatch(/a1\.png\?v=\d+$/),
    );
    expect(screen.queryByRole('button', { name: businessMessages.brandingUploadLogo })).toBeNull();
  });

  it("refuses a GIF with the server's message, before sending anything", async () => {
    const { user, input } = renderEditor();
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe(subscriptionMessages.logoInvalid);
    expect(screen.queryByRole('button', { name: businessMessages.brandingUploadLogo })).toBeNull();
    expect(uploadLogo).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an image it does not accept", async () => {
    const { ApiError } = await import('../../../lib/apiClient');
    vi.mocked(uploadLogo).mockRejectedValueOnce(
      new ApiError(415, 'UNSUPPORTED_FILE_TYPE', subscriptionMessages.logoInvalid),
    );
    const { user, input } = renderEditor();
    await user.upload(input, png());
    await user.click(screen.getByRole('button', { name: businessMessages.brandingUploadLogo }));
    expect((await screen.findByRole('alert')).textContent).toBe(subscriptionMessages.logoInvalid);
  });
});
