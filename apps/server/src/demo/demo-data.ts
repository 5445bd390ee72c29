import crypto from 'node:crypto';
import { KDF_DEFAULTS, createVaultKeys, credentialOf, deriveKeysForNames } from '@guru/vault-crypto';
import type { AppType } from '@guru/shared';
import type { AppContext } from '../app-context.js';
import { createUser } from '../modules/auth/create-user.js';
import { SUITE_REALM, newLoginSalts } from '../modules/auth/login-names.js';
import { seedDemoPasswords } from './demo-passwords.js';

export const demoFirm = { name: 'Demo Wealth Partners', subdomain: 'demo' } as const;

export const demoLogins = [
  { role: 'provider', username: 'provider', password: 'Provider!2026', pin: '1234' },
  { role: 'advisor', username: 'advisor', password: 'Advisor!2026', pin: '1234' },
  { role: 'client', username: 'client', password: 'Client!2026', pin: '1234' },
] as const;

type DemoRole = (typeof demoLogins)[number]['role'];

const people: Record<
  DemoRole,
  {
    roleId: number;
    scope: 'provider' | 'admin' | 'client';
    first: string;
    last: string;
    email: string;
    phone: string;
  }
> = {
  provider: {
    roleId: 1,
    scope: 'provider',
    first: 'Pat',
    last: 'Provider',
    email: 'provider@guru-suite.local',
    phone: '+12025550100',
  },
  advisor: {
    roleId: 6,
    scope: 'admin',
    first: 'Alex',
    last: 'Advisor',
    email: 'advisor@demo-wealth.local',
    phone: '+12025550101',
  },
  client: {
    roleId: 3,
    scope: 'client',
    first: 'Casey',
    last: 'Client',
    email: 'client@example.com',
    phone: '+12025550102',
  },
};

const bothApps: AppType[] = ['passwordguru', 'documentvault'];

/** Creates the demo firm and its users when the database has no firm yet. Returns false when it did nothing. */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  const existing = await ctx.repos.firms.findBySubdomain(demoFirm.subdomain);
  if (existing) return false;
  const firmId = crypto.randomUUID();
  await ctx.repos.firms.insert({
    id: firmId,
    name: demoFirm.name,
    subdomain: demoFirm.subdomain,
    logo_png: null,
    sender_email: null,
    sender_verified: 0,
    created_at: ctx.clock.now().toISOString(),
  });
  await ctx.repos.subscriptions.insertStandingTerm(firmId, ctx.clock.now());
  for (const login of demoLogins) {
    const p = people[login.role];
    const userFirm = login.role === 'provider' ? null : firmId;
    // Each name's own salt and credential (ADR 0022), derived as the browser does.
    const derived = await deriveKeysForNames(
      login.password,
      newLoginSalts(ctx, userFirm ?? SUITE_REALM, login.username, p.email),
    );
    const keys = await createVaultKeys(derived.username.wrapKey);
    const emailLogin = await credentialOf(derived.email, keys.userKey);
    derived.username.wrapKey.fill(0);
    derived.email.wrapKey.fill(0);
    const userId = await createUser(ctx, {
      firmId: userFirm,
      roleId: p.roleId,
      scope: p.scope,
      username: login.username,
      email: p.email,
      firstName: p.first,
      lastName: p.last,
      phoneNumber: p.phone,
      kdfSalt: derived.username.kdfSalt,
      kdfParams: { ...KDF_DEFAULTS },
      authKey: derived.username.authKey,
      pin: login.pin,
      protectedUserKey: keys.protectedUserKey,
      emailLogin,
      recoveryUserKey: keys.recoveryUserKey,
      apps: bothApps,
    });
    if (login.role === 'client') await seedDemoPasswords(ctx, { userId, firmId }, keys.userKey);
  }
  return true;
}
