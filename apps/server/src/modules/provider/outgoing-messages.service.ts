import { ErrorCode, outgoingMessages, type OutgoingProblem } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import type { OutgoingProblemRow, OutgoingRepository } from '../../infra/outgoing/outgoing.repository.js';

/** A message still unsent this long after it was queued shows in the provider's view. */
export const STUCK_AFTER_MINUTES = 15;
const LIST_LIMIT = 200;

/** Enough of a recipient to tell who it is, not their whole address: `jo***@example.com`, `***1234`. */
export function maskRecipient(channel: 'email' | 'sms', recipient: string): string {
  if (channel === 'sms') return `***${recipient.slice(-4)}`;
  const at = recipient.lastIndexOf('@');
  if (at < 0) return '***';
  return `${recipient.slice(0, Math.min(2, at))}***${recipient.slice(at)}`;
}

function present(row: OutgoingProblemRow): OutgoingProblem {
  return {
    id: row.id,
    firmId: row.firm_id,
    firmName: row.firm_name,
    channel: row.channel,
    recipient: maskRecipient(row.channel, row.recipient),
    subject: row.channel === 'email' ? row.subject : null,
    status: row.status === 'sent' ? 'pending' : row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    nextAttemptAt: row.status === 'failed' ? null : row.next_attempt_at,
  };
}

/** The provider's view of the outgoing queue (ADR 0028): failed and overdue messages, and Retry. */
export class OutgoingMessagesService {
  private readonly repo: OutgoingRepository;
  constructor(private readonly ctx: AppContext) {
    this.repo = ctx.repos.outgoing;
  }

  async problems(): Promise<OutgoingProblem[]> {
    const stuckBefore = addMinutes(this.ctx.clock.now(), -STUCK_AFTER_MINUTES).toISOString();
    return (await this.repo.problems(stuckBefore, LIST_LIMIT)).map(present);
  }

  /** Queues a failed message again and starts its attempt; 409 when it is not failed (any more). */
  async retry(id: string): Promise<void> {
    if (!(await this.repo.retryFailed(id, this.ctx.clock.now().toISOString())))
      throw new AppError(ErrorCode.CONFLICT, outgoingMessages.notRetriable);
    await this.ctx.outgoing.attemptNow([id]);
  }
}
