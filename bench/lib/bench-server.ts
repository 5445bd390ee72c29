import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  decryptItemSummary,
  deriveLoginKeys,
  itemAad,
  openProtectedUserKey,
  type KdfParams,
} from '@guru/vault-crypto';
import { loadConfig } from '../../apps/server/src/config.js';
import { buildApp } from '../../apps/server/src/app.js';
import { demoFirm, seedDemoData } from '../../apps/server/src/demo/demo-data.js';
import { PasswordsRepository } from '../../apps/server/src/modules/passwords/passwords.repository.js';

/**
 * The whole server in this process (buildApp, as main.ts does), on a free port, with its own
 * temporary SQLite data folder and the demo data. Benchmarks add their own records on top.
 */
export interface BenchServer {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startBenchServer(options: {
  webDistDir: string;
  /** More settings, e.g. EXTENSION_ORIGINS for the extension's bench. */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: 'localhost',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: options.webDistDir,
    ...options.env,
  });
  const app = await buildApp(config);
  await seedDemoData(app.guru);
  await app.listen({ port: 0, host: config.host });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    baseUrl: `http://localhost:${port}`,
    dataDir,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo client's owner ids and user key, opened the way the browser does (password → wrapKey → userKey). */
export async function openDemoClientVault(
  app: FastifyInstance,
  login: { username: string; password: string },
) {
  const ctx = app.guru;
  const firm = await ctx.repos.firms.findBySubdomain(demoFirm.subdomain);
  if (!firm) throw new Error('demo firm missing: seedDemoData did not run');
  const user = await ctx.repos.users.findForLogin(firm.id, login.username.toLowerCase(), false);
  if (!user?.protected_user_key) throw new Error(`demo user ${login.username} has no vault key`);
  const kdf = JSON.parse(user.kdf_params) as KdfParams;
  const { wrapKey } = await deriveLoginKeys(login.password, user.kdf_salt, kdf);
  const userKey = await openProtectedUserKey(wrapKey, user.protected_user_key);
  return { owner: { userId: user.id, firmId: firm.id }, userKey };
}

const services = [
  'Bank',
  'Credit Union',
  'Brokerage',
  'Insurance',
  'Electric',
  'Water',
  'Streaming',
  'Grocery',
  'Airline',
  'Hotel',
  'Pharmacy',
  'Gym',
  'Newspaper',
  'Cloud Storage',
  'Mail',
  'Mobile Phone',
  'Tax Office',
  'School Portal',
  'Clinic',
  'Forum',
] as const;
const brands = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Woodgrove',
  'Litware',
  'Proseware',
  'Adatum',
  'Lucerne',
  'Wingtip',
  'Coho',
  'Fourth Coffee',
  'Humongous',
  'Margie',
  'Trey',
  'Alpine',
  'Blue Yonder',
  'Graphic',
  'Relecloud',
  'VanArsdel',
] as const;
const tlds = ['com', 'net', 'org', 'io', 'co.uk'] as const;

/** The i-th synthetic entry: varied names, usernames and websites (some places rather than web addresses). */
export function syntheticEntry(i: number): {
  name: string;
  username: string;
  website: string;
  password: string;
  note: string;
} {
  const brand = brands[i % brands.length]!;
  const service = services[Math.floor(i / brands.length) % services.length]!;
  const slug = `${brand}${service}`.toLowerCase().replace(/[^a-z]/g, '');
  const n = String(i).padStart(5, '0');
  const place = i % 25 === 0;
  return {
    name: `${brand} ${service} ${n}`,
    username: i % 3 === 0 ? `casey.client+${n}@mail.test` : `casey_${n}`,
    website: place ? `Office ${n}, ${brand} building` : `https://${slug}.${tlds[i % tlds.length]}/login/${n}`,
    password: `${crypto.randomBytes(9).toString('base64url')}!7a`,
    note: i % 4 === 0 ? `Security question ${n}: first pet's name` : '',
  };
}

/**
 * Adds `count` entries to the demo client's vault, encrypted with their user key in the envelopes
 * demo-vault.ts and the browser make (`v1.<iv>.<AES-256-GCM ciphertext and tag>`, the same associated
 * data, checked below by opening the first one with @guru/vault-crypto), spread over their folders and
 * "No Group". Sealed with node:crypto's synchronous AES-GCM, which seals a million entries in seconds
 * where WebCrypto's promises took minutes. Returns the size of the vault afterwards.
 */
export async function addPasswordsEntries(
  app: FastifyInstance,
  login: { username: string; password: string },
  count: number,
): Promise<number> {
  const { owner, userKey } = await openDemoClientVault(app, login);
  const repo = new PasswordsRepository(app.guru.db.kysely);
  const folderIds = (await repo.listFolders(owner)).map((folder) => folder.id);
  const slots: Array<string | null> = [...folderIds, null];
  const start = Date.now();
  const batchSize = 5_000;
  const seal = (value: unknown, aad: string) => {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', userKey, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify(value), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  };
  const firstSealed: Array<{ id: string; summary: string; name: string }> = [];
  for (let from = 0; from < count; from += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - from) }, (_, k) => {
      const i = from + k;
      const id = crypto.randomUUID();
      const { password, note, ...summary } = syntheticEntry(i);
      const sealed = {
        summary: seal(summary, itemAad(owner.userId, id, 'summary')),
        secret: seal({ password, note }, itemAad(owner.userId, id, 'secret')),
      };
      if (firstSealed.length === 0) firstSealed.push({ id, summary: sealed.summary, name: summary.name });
      const at = new Date(start - (count - i) * 60_000).toISOString();
      return { id, folder_id: slots[i % slots.length] ?? null, ...sealed, created_at: at, updated_at: at };
    });
    await repo.insertItems(owner, rows);
  }
  for (const sample of firstSealed) {
    const opened = await decryptItemSummary(userKey, owner.userId, sample.id, sample.summary);
    if (opened.name !== sample.name)
      throw new Error('the seeded envelopes do not open as the browser opens them');
  }
  userKey.fill(0);
  return repo.countItems(owner);
}
