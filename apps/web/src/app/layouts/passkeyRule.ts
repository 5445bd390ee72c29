import { appRoutes, webRoutes, type AppType, type CurrentUser } from '@guru/shared';

/**
 * The firm's "require passkeys" rule (ADR 0044): an advisor or second user who has no passkey yet may use
 * only the page that asks for one (the advisor's home, the second user's Account Settings) until they add
 * one. Where they must go, or null when they may stay where they are.
 */
export function passkeyRuleRedirect(
  app: AppType,
  user: Pick<CurrentUser, 'scope' | 'passkeyRequired'>,
  pathname: string,
): string | null {
  if (user.passkeyRequired !== true) return null;
  const page = user.scope === 'admin' ? webRoutes.advisorHome : appRoutes(app).accountSettings;
  return pathname === page ? null : page;
}
