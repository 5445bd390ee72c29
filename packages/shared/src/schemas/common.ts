import { z } from 'zod';
import { appTypes } from '../routes.js';

export const appTypeSchema = z.enum(appTypes);

/** Standard base64 (with padding) of at most `maxBytes` decoded bytes. */
export function base64Schema(maxBytes: number) {
  const maxChars = Math.ceil(maxBytes / 3) * 4;
  return z
    .string()
    .max(maxChars)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');
}

export function dataEnvelope<T extends z.ZodType>(inner: T) {
  return z.object({ data: inner });
}

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * The body of every refused API call: `{"error": {"code", "message"}}` (ApiErrorBody). The code is read as any
 * string, so a client still shows the message of a code it does not know yet.
 */
export const errorEnvelope = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
