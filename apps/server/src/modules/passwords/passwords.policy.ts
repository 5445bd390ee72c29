import type { AppClient } from '../auth/access.policy.js';

/**
 * Whose vault a request works on: Password Guru's client, as the routes' access level
 * (`appClient` of passwordguru) found them. Every vault query is scoped by both ids.
 */
export type PasswordsOwner = AppClient;
