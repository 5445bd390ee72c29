import crypto from 'node:crypto';
import { KDF_DEFAULTS } from '@guru/vault-crypto';
import {
  AppType,
  appRoutes,
  emailAddressSchema,
  messages,
  subscriptionLimits,
  subscriptionWebRoutes,
  type NewLoginSalts,
  type ProviderSetupBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { SUITE_REALM, loginSalt, newLoginColumns, newLoginSalts } from '../auth/login-names.js';
import { RoleId } from '../../db/tables/users.table.js';
import { appErrors } from '../../lib/app-error.js';
import { hashSecret } from '../../infra/crypto/hashing.js';
import { addDays } from '../subscriptions/subscription-rules.js';
import { publicSiteUrl, withToken } from '../../lib/public-urls.js';
import { usernameTaken } from './advisor-accounts.js';
import {
  consumeOnboardingToken,
  insertOnboardingToken,
  linkInvalid,
  openOnboardingToken,
} from './onboarding-tokens.js';

/** A stored verifier nothing verifies against: the pending provider cannot sign in before the set-up. */
const NO_SECRET = '!';

/**
 * Bootstrap of the provider's staff (`main.ts create-provider <username> <email>`): the account is
 * created pending, with no password, and a one-time set-up link (24 hours) is returned for the CLI
 * to print. Through it the person chooses the password (keys derived in the browser, as at sign-up)
 * and the PIN; the TOTP is enrolled at the first sign-in.
 */
export async function createProvider(
  ctx: AppContext,
  usernameRaw: string,
  emailRaw: string,
): Promise<{ userId: string; link: string; expiresAt: string }> {
  const username = usernameRaw.trim();
  if (!username || username.includes('@'))
    throw appErrors.validation(username ? messages.usernameNoAt : messages.userNameRequired);
  const parsedEmail = emailAddressSchema.safeParse(emailRaw);
  if (!parsedEmail.success) throw appErrors.validation(messages.emailInvalid);
  const email = parsedEmail.data;
  const keys = [username.toLowerCase(), email.toLowerCase()];
  if (await ctx.repos.users.providerNameTaken(keys)) throw usernameTaken();
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const userId = crypto.randomUUID();
  const expiresAt = addDays(now, subscriptionLimits.providerSetupHours / 24);
  const token = await ctx.repos.users.transaction(async (users, trx) => {
    await users.insertWithApps(
      {
        id: userId,
        firm_id: null,
        role_id: RoleId.provider,
        scope: 'provider',
        username,
        username_key: username.toLowerCase(),
        email,
        email_key: email.toLowerCase(),
        first_name: username,
        last_name: '',
        phone_number: '',
        recover_phone_number: null,
        kdf_salt: loginSalt(ctx, SUITE_REALM, username),
        kdf_params: JSON.stringify(KDF_DEFAULTS),
        auth_hash: NO_SECRET,
        email_kdf_salt: loginSalt(ctx, SUITE_REALM, email),
        email_auth_hash: NO_SECRET,
        email_protected_user_key: null,
        pin_hash: null,
        totp_secret: null,
        totp_enrolled: 0,
        totp_last_step: null,
        status: 'pending',
        pin_time_minutes: 5,
        logout_time_minutes: 15,
        protected_user_key: null,
        recovery_user_key: null,
        owner_user_id: null,
        enable_notification: 0,
        created_at: nowIso,
        updated_at: nowIso,
        last_login_at: null,
      },
      [],
      nowIso,
    );
    return insertOnboardingToken(ctx, ctx.repos.onboardingTokens.within(trx), {
      purpose: 'provider_setup',
      firmId: null,
      userId,
      email,
      firstName: username,
      lastName: '',
      expiresAt,
    });
  });
  return {
    userId,
    link: withToken(publicSiteUrl(ctx.config, subscriptionWebRoutes.providerSetup), token),
    expiresAt: expiresAt.toISOString(),
  };
}

async function openSetup(ctx: AppContext, token: string) {
  const link = await openOnboardingToken(ctx, 'provider_setup', token);
  const user = link.user_id ? await ctx.repos.users.findById(link.user_id) : undefined;
  if (!user || user.scope !== 'provider' || user.status !== 'pending') throw linkInvalid();
  return { link, user };
}

/** The account the link sets up, and the salts of its names in the suite's realm (ADR 0022). */
export async function providerSetupInfo(
  ctx: AppContext,
  token: string,
): Promise<{ username: string; email: string; salts: NewLoginSalts }> {
  const { user } = await openSetup(ctx, token);
  return {
    username: user.username,
    email: user.email,
    salts: newLoginSalts(ctx, SUITE_REALM, user.username, user.email),
  };
}

/** Sets both names' credentials (ADR 0022) and the PIN once; the account becomes active. */
export async function completeProviderSetup(
  ctx: AppContext,
  body: ProviderSetupBody,
): Promise<{ signInUrl: string }> {
  const { link, user } = await openSetup(ctx, body.token);
  const login = await newLoginColumns(
    ctx,
    { realm: SUITE_REALM, username: user.username, email: user.email, current: user },
    body,
  );
  const pinHash = await hashSecret(body.pinCode);
  const nowIso = ctx.clock.now().toISOString();
  await ctx.repos.users.transaction(async (users, trx) => {
    await consumeOnboardingToken(ctx.repos.onboardingTokens.within(trx), link.id, nowIso);
    await users.updatePending(
      { id: user.id },
      { ...login, pin_hash: pinHash, status: 'active', updated_at: nowIso },
    );
  });
  return { signInUrl: publicSiteUrl(ctx.config, appRoutes(AppType.password).login) };
}
