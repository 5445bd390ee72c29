import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppType } from '@guru/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Db, type Dialect } from '../../db/database.js';
import { signInClient } from '../sign-in.js';
import { createFirm, createTestUser } from '../test-app.js';
import { createPostgresDatabase, type ServerProcess } from './server-process.js';

/** An installation for tests of real server processes: its data folder, database, one firm and one signed-in client. */
export interface ProcessWorld {
  /** The environment of `main.ts start` for this installation. */
  env: Record<string, string>;
  dataDir: string;
  clientId: string;
  /** The client's session cookie header, per app asked for. */
  cookies: Partial<Record<AppType, string>>;
  /** Opens the installation's database for a check and closes it after. */
  inDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Kills a server process still running, drops the PostgreSQL database and removes the data folder. */
  dispose(server: ServerProcess | null): Promise<void>;
}

/**
 * The firm and the client exist before the first start (so the demo data is not seeded), and the client's
 * sessions are in the database: the server processes accept their cookies.
 */
export async function prepareProcessWorld(
  dialect: Dialect,
  options: { prefix: string; apps: AppType[]; env?: Record<string, string> },
): Promise<ProcessWorld> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.prefix));
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env };
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    const database = await createPostgresDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  const app = await buildApp({ ...loadConfig(env), webDistDir: null }, { logger: false });
  const firmId = await createFirm(app, 'demo', 'Demo Wealth Partners');
  const client = await createTestUser(app, { firmId, username: 'casey' });
  const cookies: Partial<Record<AppType, string>> = {};
  for (const appType of options.apps)
    cookies[appType] = (await signInClient(app, client, appType)).cookieHeader();
  await app.close();
  return {
    env,
    dataDir,
    clientId: client.id,
    cookies,
    inDatabase: async (work) => {
      const db = openDatabase({
        databaseUrl: env.DATABASE_URL ?? null,
        sqlitePath: path.join(dataDir, 'guru.sqlite'),
      });
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
    dispose: async (server) => {
      server?.child.kill('SIGKILL');
      await server?.exited;
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
