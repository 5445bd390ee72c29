import { z } from 'zod';
import { unlockMessages } from '../messages-unlock.js';

/** The unlock link's token (base64url, 32 bytes), posted by the page from the link's fragment. */
export const unlockAccountBody = z.object({
  token: z
    .string({ error: unlockMessages.linkInvalid })
    .min(16, unlockMessages.linkInvalid)
    .max(128, unlockMessages.linkInvalid),
});
export type UnlockAccountBody = z.infer<typeof unlockAccountBody>;
