import { z } from 'zod';
import { shareUserSchema } from './documents.js';

/**
 * Sharing's responses. GET /docVaults/getShareUsers, POST /docVaults/shareDocument and
 * DELETE (or POST) /docVaults/unshareDocument all answer the item's recipients as they are now: people
 * with an account (names set) and e-mails invited to sign up (names null), oldest share first.
 */
export const shareUsersResponse = z.array(shareUserSchema);
export type ShareRecipient = z.infer<typeof shareUserSchema>;
