import type { AppConfig } from '../../config.js';
import { buildApp } from '../../app.js';
import { AppError } from '../../lib/app-error.js';
import { createProvider } from './provider-setup.service.js';

/**
 * `main.ts create-provider <username> <email>`: creates a provider admin (pending, no password) and
 * returns the lines to print, with the one-time set-up link (PUBLIC_URL/admin/setup?token=…, 24 hours).
 */
export async function createProviderCommand(
  config: AppConfig,
  username: string | undefined,
  email: string | undefined,
): Promise<string> {
  if (!username || !email) throw new Error('Usage: create-provider <username> <email>');
  const app = await buildApp(config, { logger: false });
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
