import { describe, expect, it } from 'vitest';
import { AppType, appRoutes, webRoutes } from '@guru/shared';
import { passkeyRuleRedirect } from './passkeyRule';

describe('passkeyRuleRedirect', () => {
  it('keeps an advisor the rule asks for a passkey on the console home', () => {
    const advisor = { scope: 'admin', passkeyRequired: true } as const;
    expect(passkeyRuleRedirect(AppType.password, advisor, '/password-management/clients')).toBe(
      webRoutes.advisorHome,
    );
    expect(passkeyRuleRedirect(AppType.password, advisor, webRoutes.advisorHome)).toBeNull();
  });

  it('keeps a second user the rule asks for a passkey on Account Settings of their app', () => {
    const secondUser = { scope: 'client', passkeyRequired: true } as const;
    const settings = appRoutes(AppType.documents).accountSettings;
    expect(passkeyRuleRedirect(AppType.documents, secondUser, appRoutes(AppType.documents).dashboard)).toBe(
      settings,
    );
    expect(passkeyRuleRedirect(AppType.documents, secondUser, settings)).toBeNull();
  });

  it('lets everyone else go anywhere', () => {
    expect(
      passkeyRuleRedirect(AppType.password, { scope: 'admin', passkeyRequired: false }, '/x'),
    ).toBeNull();
    expect(passkeyRuleRedirect(AppType.password, { scope: 'client' }, '/x')).toBeNull();
  });
});
