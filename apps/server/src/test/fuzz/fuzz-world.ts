import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { randomKey } from '@guru/vault-crypto';
import { AppType } from '@guru/shared';
import type { AccessLevel } from '../../http/access-level.js';
import { signInStaff } from '../fixtures/clients.js';
import { seedDocument, seedFolder } from '../fixtures/documents.js';
import { buildEntry, buildFolder } from '../factories.js';
import { TestClient } from '../http-client.js';
import { latestSmsCode, passwordStep, signInClient, totpCode } from '../sign-in.js';
import { createFirm, createTestUser, type TestApp, type TestUser } from '../test-app.js';
import type { FuzzOperation } from './fuzz-request.js';

/**
 * The API fuzz test's world, built once per database: firm "demo" (the host's) with client Casey
 * (vault entries and folders, private and shared documents and folders) and advisor Alex; firm
 * "other" with advisor Vic and client Cora; the provider Pat. The real ids offered to the fuzzer are
 * of rows a hostile call may change or delete (never Casey, Alex, Pat or firm "demo" themselves, so
 * the callers stay signed in and their firm subscribed).
 */

/** The cookies of one caller, kept up to date from every answer (a rotated or cleared session cookie). */
export class FuzzSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly host: string,
    cookieHeader = '',
  ) {
    for (const pair of cookieHeader.split('; ').filter(Boolean)) {
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  static of(client: TestClient): FuzzSession {
    return new FuzzSession(client.host, client.cookieHeader());
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  size(): number {
    return this.cookies.size;
  }

  absorb(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

/** Who calls an operation: a session per request, renewed when a request ended it (401, 423, cookie cleared). */
export interface FuzzCaller {
  session(): Promise<FuzzSession>;
  settle(session: FuzzSession, sizeBefore: number, res: LightMyRequestResponse): void;
}

/** A fresh anonymous caller per request. */
const anonymous = (): FuzzCaller => ({
  session: async () => new FuzzSession('localhost'),
  settle: () => undefined,
});

/** One session, made on first use and made again once a request ended it. */
function renewing(make: () => Promise<TestClient>): FuzzCaller & { renewals: () => number } {
  let current: Promise<FuzzSession> | null = null;
  let made = 0;
  return {
    renewals: () => Math.max(0, made - 1),
    session: () => {
      if (!current) {
        made += 1;
        current = make().then(FuzzSession.of);
      }
      return current;
    },
    settle: (session, sizeBefore, res) => {
      session.absorb(res);
      const ended = res.statusCode === 401 || res.statusCode === 423 || session.size() < sizeBefore;
      if (ended && current) void current.then((c) => c === session && (current = null));
    },
  };
}

export interface FuzzWorld {
  realIds: string[];
  callerFor(op: FuzzOperation & { access: AccessLevel | undefined }): FuzzCaller;
  /** Sessions made again during the run (a session-ending call, a wrong PIN or code). */
  renewals(): number;
}

let userSequence = 0;

export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const app = t.app;
  const ctx = app.guru;
  const firmId = await createFirm(app, 'demo', 'Demo Wealth Partners');
  const otherFirmId = await createFirm(app, 'other', 'Other Advisors');
  const casey = await createTestUser(app, { firmId, username: 'casey' });
  // Key derivations are slow by design: every other user is a copy of Casey's credentials under a new name.
  const template = await ctx.db.kysely
    .selectFrom('users')
    .selectAll()
    .where('id', '=', casey.id)
    .executeTakeFirstOrThrow();
  const clone = async (username: string, row: Partial<typeof template> = {}): Promise<TestUser> => {
    const id = crypto.randomUUID();
    const phone = `+1202666${String(++userSequence).padStart(4, '0')}`;
    const email = `${username}@example.com`;
    await ctx.db.kysely
      .insertInto('users')
      .values({
        ...template,
        id,
        username,
        username_key: username,
        email,
        email_key: email,
        phone_number: phone,
        ...row,
      })
      .execute();
    const apps = await ctx.db.kysely
      .selectFrom('user_apps')
      .select(['app_type', 'created_at'])
      .where('user_id', '=', casey.id)
      .execute();
    await ctx.db.kysely
      .insertInto('user_apps')
      .values(apps.map((a) => ({ ...a, user_id: id })))
      .execute();
    return { ...casey, id, username, email, phone };
  };
  const alex = await clone('alex', { role_id: 6, scope: 'admin' });
  const pat = await clone('pat', { firm_id: null, role_id: 1, scope: 'provider' });
  const cora = await clone('cora');
  const vic = await clone('vic', { firm_id: otherFirmId, role_id: 6, scope: 'admin' });

  const owner = { userId: casey.id, firmId, key: randomKey() };
  const vaultFolders = [await buildFolder(ctx.db, owner), await buildFolder(ctx.db, owner)];
  const entries = [];
  for (let i = 0; i < 8; i++)
    entries.push(await buildEntry(ctx.db, owner, { folderId: i % 3 === 0 ? null : vaultFolders[i % 2]!.id }));
  const space = { firmId, clientId: casey.id };
  const privateFolder = await seedFolder(ctx, space, { area: 'private', createdBy: casey.id });
  const sharedFolder = await seedFolder(ctx, space, { area: 'shared', createdBy: casey.id });
  const documents = [];
  for (const [i, area] of (
    ['private', 'shared', 'shared', 'private', 'shared', 'shared'] as const
  ).entries()) {
    const folderId = i < 2 ? null : area === 'private' ? privateFolder.id : sharedFolder.id;
    documents.push(
      await seedDocument(ctx, space, { area, uploadedBy: i === 4 ? alex.id : casey.id, folderId }),
    );
  }
  const coraSpace = { firmId, clientId: cora.id };
  const coraDocument = await seedDocument(ctx, coraSpace, { area: 'shared', uploadedBy: cora.id });

  const realIds = [
    ...vaultFolders.map((f) => f.id),
    ...entries.map((e) => e.id),
    privateFolder.id,
    sharedFolder.id,
    ...documents.map((d) => d.id),
    coraDocument.id,
    cora.id,
    vic.id,
    otherFirmId,
  ];

  /** A new client of the demo firm with a phone of its own (SMS codes are read by phone). */
  const newClient = () => clone(`fuzz${userSequence + 1}`);
  const codeStep = async (client: TestClient, user: TestUser, appType: AppType) => {
    const res = await client.post('/auth/verify-code', {
      code: await latestSmsCode(app, user.phone),
      appType,
    });
    if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  };
  const pinStep = async (client: TestClient, user: TestUser, appType: AppType) => {
    const res = await client.post('/auth/access-code-login', { pinCode: user.pin, appType });
    if (res.statusCode !== 200) throw new Error(`pin failed: ${res.body}`);
  };
  /** A new client's session in each app, taken to the stage (the sign-in chain names its app in the input). */
  const chain = (stage: 'second_factor' | 'pin' | 'active', apps: readonly AppType[]) => async () => {
    const user = await newClient();
    const client = new TestClient(app);
    for (const appType of apps) {
      const login = await passwordStep(client, user, appType);
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      if (stage !== 'second_factor') await codeStep(client, user, appType);
      if (stage === 'active') await pinStep(client, user, appType);
    }
    return client;
  };
  const bothApps = [AppType.password, AppType.documents] as const;
  /** A new advisor's session, enrolled in TOTP at the first sign-in (signInStaff would move the clock, and every idle timer with it). */
  const newStaffSession = async () => {
    const user = await clone(`staff${userSequence + 1}`, { role_id: 6, scope: 'admin' });
    const client = new TestClient(app);
    const login = await passwordStep(client, user, AppType.password);
    const secret = (login.json() as { data?: { mfa?: { enrolment?: { secret?: string } } } }).data?.mfa
      ?.enrolment?.secret;
    if (!secret) throw new Error(`no TOTP enrolment: ${login.body}`);
    const code = await totpCode(secret, Math.floor(ctx.clock.now().getTime() / 1000));
    const verified = await client.post('/auth/passwordapp/verifyBarCodePassword', {
      verifyCode: code,
      appType: AppType.password,
    });
    if (verified.statusCode !== 200) throw new Error(`TOTP failed: ${verified.body}`);
    await pinStep(client, user, AppType.password);
    return client;
  };

  const shared = {
    caseyPasswords: renewing(() => signInClient(app, casey, AppType.password)),
    caseyDocuments: renewing(() => signInClient(app, casey, AppType.documents)),
    alex: renewing(() => signInStaff(app, alex)),
    pat: renewing(() => signInStaff(app, pat)),
  };
  const own: Array<{ renewals: () => number }> = [];
  const ownCaller = (make: () => Promise<TestClient>) => {
    const caller = renewing(make);
    own.push(caller);
    return caller;
  };

  return {
    realIds,
    renewals: () => [...Object.values(shared), ...own].reduce((n, c) => n + c.renewals(), 0),
    callerFor: (op) => {
      const level = op.access;
      // The sign-in chain's public routes that read the session held (session, logout): a signed-in caller, renewed after a logout.
      if (level?.access === 'public' && level.app === 'input') return ownCaller(chain('active', bothApps));
      if (!level || level.access === 'public') return anonymous();
      switch (level.access) {
        case 'signedIn':
          // TOTP recovery codes belong to the staff: advisors of their own (wrong codes lock an account).
          if (op.url.includes('/totp-recovery-codes') && level.stage === 'active')
            return ownCaller(newStaffSession);
          // The sign-in chain and the signed-in routes may end or lock their session: each has its own client.
          return ownCaller(
            chain(
              level.stage === 'second_factor' ? 'second_factor' : level.stage === 'pin' ? 'pin' : 'active',
              bothApps,
            ),
          );
        case 'appClient':
          // Casey's vault; account settings and emergency access (codes, PIN and password changes) on clients of their own.
          if (op.url.includes('/accountManagements'))
            return level.app === AppType.password ? shared.caseyPasswords : shared.caseyDocuments;
          return ownCaller(chain('active', [level.app]));
        case 'documentsUser':
          // The request templates are the advisor's (a client is refused them whatever it sends): Alex, from the console.
          if (op.url.includes('/requestTemplates')) return shared.alex;
          return shared.caseyDocuments;
        case 'advisor':
          return shared.alex;
        case 'provider':
          return shared.pat;
      }
    },
  };
}
