import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { createProvider } from './provider-setup.service.js';

/**
 * `main.ts create-provider <username> <email>`: creates a provider admin (pending, no password) and
 * returns the lines to print, with the one-time set-up link (PUBLIC_URL/admin/setup?token=…, 24 hours).
 * The caller (main.ts) says how to build the app: this module sits below the app that registers it.
 */
export async function createProviderCommand(
  username: string | undefined,
  email: string | undefined,
  buildApp: () => Promise<{ guru: AppContext; close(): Promise<unknown> }>,
): Promise<string> {
  if (!username || !email) throw new Error('Usage: create-provider <username> <email>');
  const app = await buildApp();
  try {
    const created = await createProvider(app.guru, username, email);
    return [
      `Provider admin "${username.trim()}" created (pending until set up).`,
      `Open this one-time link before ${created.expiresAt} to choose the password and PIN:`,
      created.link,
    ].join('\n');
  } catch (err) {
    if (err instanceof AppError) throw new Error(err.message, { cause: err });
    throw err;
  } finally {
    await app.close();
  }
}
