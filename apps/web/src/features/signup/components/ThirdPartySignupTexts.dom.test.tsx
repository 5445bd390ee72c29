import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { AppType, messages } from '@guru/shared';
import { DisclosureModal } from './DisclosureModal';
import { SignupSuccessModal } from './SignupSuccessModal';

vi.mock('../../../lib/branding', () => ({ useBranding: () => ({ data: { name: 'Acme Wealth' } }) }));

afterEach(cleanup);

async function renderBoth(thirdParty: boolean): Promise<string> {
  render(
    <MantineProvider>
      <DisclosureModal
        app={AppType.documents}
        thirdParty={thirdParty}
        opened
        accepted={false}
        onAcceptedChange={() => undefined}
        onClose={() => undefined}
      />
      <SignupSuccessModal
        app={AppType.documents}
        thirdParty={thirdParty}
        busy={false}
        onOk={() => undefined}
      />
    </MantineProvider>,
  );
  expect(await screen.findAllByRole('dialog')).toHaveLength(2);
  return document.body.textContent ?? '';
}

describe('sign-up texts of a third party (role 5, signed up from a share)', () => {
  it('speak of what was shared with them: no "Shared with FA", no "Private Documents", no financial advisor of theirs', async () => {
    const text = await renderBoth(true);
    expect(text).toContain(messages.signupSuccessThirdPartyText);
    expect(text).toContain(messages.disclosurePrivacyThirdParty.replace('{app}', 'Documents Guru'));
    expect(text).not.toContain(messages.documentsSharedWithFa);
    expect(text).not.toContain(messages.documentsPrivate);
    expect(text).not.toMatch(/your financial advisor/i);
  });

  it('keep the client texts for a client', async () => {
    const text = await renderBoth(false);
    expect(text).toContain(messages.documentsPrivate);
    expect(text).not.toContain(messages.signupSuccessThirdPartyText);
  });
});
