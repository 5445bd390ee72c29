import crypto from 'node:crypto';
import { z } from 'zod';
import {
  KDF_DEFAULTS,
  createVaultKeys,
  credentialOf,
  deriveKeysForNames,
  randomKey,
} from '@guru/vault-crypto';
import { DEV_PREFIX, ErrorCode, dataEnvelope, devPaths, limits, messages, type AppType } from '@guru/shared';
import { AppError } from '../../lib/app-error.js';
import { isLoopback } from '../../http/hardening.js';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';
import { hashSecret } from '../../infra/crypto/hashing.js';
import { RoleId } from '../../db/tables/users.table.js';
import type { NewUserRow } from '../users/users.repository.js';
import { seedDemoPasswords } from '../../demo/demo-passwords.js';
import { demoLogins } from '../../demo/demo-data.js';

/**
 * Outside production (app.ts registers it only then), and only to a caller on this machine, as the
 * outbox: a new firm for one browser test file, with the demo's people and passwords (`seed-demo`) under
 * names of its own, so that a spec changes only its own world and can run beside the others (ADR 0039):
 * an advisor and a client with the demo client's vault, both apps, a standing subscription, and a staff
 * member of the provider (signs in on the suite's own host). Nobody is enrolled for TOTP yet.
 *
 * The password's derivation (Argon2id, about a second per name) is done once per password and process:
 * every world's users share one salt and wrapped key per password, which prelogin answers from their rows.
 */
export function devE2eWorldRoutes(ctx: AppContext): ModuleRoutes {
  const world = accessScope({ access: 'public' }, (r) => {
    r.post(
      pathUnder(DEV_PREFIX, devPaths.e2eWorld),
      { schema: { response: { 200: dataEnvelope(e2eWorldResponse) } } },
      async (req) => {
        if (!isLoopback(req.socket.remoteAddress))
          throw new AppError(ErrorCode.FORBIDDEN, messages.forbidden);
        return { data: await createWorld(ctx) };
      },
    );
  });
  return { [DEV_PREFIX]: world };
}

const person = z.object({ username: z.string(), email: z.string(), phone: z.string() });

/** What a spec needs of its world: the firm's name and subdomain, and its people's login names (the demo's passwords and PINs). */
const e2eWorldResponse = z.object({
  firm: z.object({ name: z.string(), subdomain: z.string() }),
  advisor: person,
  client: person,
  provider: person,
});

type E2eWorldPerson = z.infer<typeof person>;
type E2eWorld = z.infer<typeof e2eWorldResponse>;

interface StoredLogin {
  kdfSalt: string;
  emailKdfSalt: string;
  authHash: string;
  emailAuthHash: string;
  pinHash: string;
  protectedUserKey: string;
  emailProtectedUserKey: string;
  recoveryUserKey: string;
  userKey: Uint8Array;
}

const loginsByPassword = new Map<string, Promise<StoredLogin>>();

async function deriveLogin(password: string, pin: string): Promise<StoredLogin> {
  const salt = () => Buffer.from(randomKey()).subarray(0, 16).toString('base64');
  const derived = await deriveKeysForNames(password, {
    kdf: { ...KDF_DEFAULTS },
    usernameSalt: salt(),
    emailSalt: salt(),
  });
  const keys = await createVaultKeys(derived.username.wrapKey);
  const emailLogin = await credentialOf(derived.email, keys.userKey);
  derived.username.wrapKey.fill(0);
  derived.email.wrapKey.fill(0);
  const [authHash, emailAuthHash, pinHash] = await Promise.all([
    hashSecret(derived.username.authKey),
    hashSecret(emailLogin.authKey),
    hashSecret(pin),
  ]);
  return {
    kdfSalt: derived.username.kdfSalt,
    emailKdfSalt: emailLogin.kdfSalt,
    authHash,
    emailAuthHash,
    pinHash,
    protectedUserKey: keys.protectedUserKey,
    emailProtectedUserKey: emailLogin.protectedUserKey!,
    recoveryUserKey: keys.recoveryUserKey,
    userKey: keys.userKey,
  };
}

function storedLogin(password: string, pin: string): Promise<StoredLogin> {
  let login = loginsByPassword.get(password);
  if (!login) {
    login = deriveLogin(password, pin);
    loginsByPassword.set(password, login);
    // A failure is not kept: the next world derives again.
    login.catch(() => loginsByPassword.delete(password));
  }
  return login;
}

const people = {
  provider: { roleId: RoleId.provider, scope: 'provider', first: 'Pat', last: 'Provider' },
  advisor: { roleId: RoleId.advisor, scope: 'admin', first: 'Alex', last: 'Advisor' },
  client: { roleId: RoleId.client, scope: 'client', first: 'Casey', last: 'Client' },
} as const;

const bothApps: AppType[] = ['passwordguru', 'documentvault'];

async function createWorld(ctx: AppContext): Promise<E2eWorld> {
  const tag = crypto.randomBytes(5).toString('hex');
  const subdomain = `e2e${tag}`;
  const firmId = crypto.randomUUID();
  const now = ctx.clock.now().toISOString();
  // Firms are listed by name (the provider's console, 10 a page): the newest world's sorts first.
  const newestFirst = String(9_999_999_999_999 - ctx.clock.now().getTime()).padStart(13, '0');
  const name = `000 E2E ${newestFirst} ${tag}`;
  // Unique addresses and numbers: the outbox is one list for every firm of the server.
  const phoneDigits = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
  const person = {
    // The provider's staff share one namespace: a name of this world's own.
    provider: {
      username: `provider-${tag}`,
      email: `provider-${tag}@guru-suite.test`,
      phone: '+12025550100',
    },
    advisor: { username: 'advisor', email: `advisor@${subdomain}.test`, phone: '+12025550101' },
    client: { username: 'client', email: `client@${subdomain}.test`, phone: `+1202555${phoneDigits}` },
  } satisfies Record<keyof typeof people, E2eWorldPerson>;
  await ctx.repos.firms.insert({
    id: firmId,
    name,
    subdomain,
    logo_png: null,
    sender_email: null,
    sender_verified: 0,
    created_at: now,
  });
  await ctx.repos.subscriptions.insertStandingTerm(firmId, ctx.clock.now());
  for (const demo of demoLogins) {
    const p = people[demo.role];
    const names = person[demo.role];
    const login = await storedLogin(demo.password, demo.pin);
    const userId = crypto.randomUUID();
    const userFirm = demo.role === 'provider' ? null : firmId;
    const row: NewUserRow = {
      id: userId,
      firm_id: userFirm,
      role_id: p.roleId,
      scope: p.scope,
      username: names.username,
      username_key: names.username.toLowerCase(),
      email: names.email,
      email_key: names.email.toLowerCase(),
      first_name: p.first,
      last_name: p.last,
      phone_number: names.phone,
      recover_phone_number: null,
      kdf_salt: login.kdfSalt,
      kdf_params: JSON.stringify({ ...KDF_DEFAULTS }),
      auth_hash: login.authHash,
      email_kdf_salt: login.emailKdfSalt,
      email_auth_hash: login.emailAuthHash,
      pin_hash: login.pinHash,
      totp_secret: null,
      totp_enrolled: 0,
      totp_last_step: null,
      status: 'active',
      pin_time_minutes: limits.defaultPinIdleMinutes,
      logout_time_minutes: limits.defaultLogoutIdleMinutes,
      protected_user_key: login.protectedUserKey,
      email_protected_user_key: login.emailProtectedUserKey,
      recovery_user_key: login.recoveryUserKey,
      owner_user_id: null,
      enable_notification: 1,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    };
    await ctx.repos.users.insert(row, bothApps, now);
    if (demo.role === 'client') await seedDemoPasswords(ctx, { userId, firmId }, login.userKey);
  }
  return { firm: { name, subdomain }, ...person };
}
