import { z } from 'zod';

/**
 * A queued e-mail or SMS that failed or waits too long, as the provider sees it (ADR 0028): the
 * recipient partly masked, an e-mail's subject, never a body or an SMS text.
 */
export const outgoingProblemSchema = z.object({
  id: z.string(),
  firmId: z.string().nullable(),
  firmName: z.string().nullable(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(['pending', 'sending', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type OutgoingProblem = z.infer<typeof outgoingProblemSchema>;

export const outgoingProblemList = z.object({ results: z.array(outgoingProblemSchema) });
export type OutgoingProblemList = z.infer<typeof outgoingProblemList>;

export const outgoingMessageParams = z.object({ messageId: z.string().min(1).max(100) });
