import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { newHolderId } from '../../jobs/job-lease.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { SmsMessage, SmsSender } from '../sms/sms.js';
import { failureReason, fromRow, toRow, type OutgoingMessage } from './outgoing-message.js';
import { OutgoingRepository } from './outgoing.repository.js';

/** Waits after a failed attempt n (1-based): 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h; the 8th failure is final. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 3 * 3600, 6 * 3600, 12 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** How long a worker holds a row it sends; past that (a crash) another worker takes it. */
export const SEND_LEASE_SECONDS = 300;
/** How long a request waits for the first attempt before answering (the attempt goes on after). */
const FIRST_ATTEMPT_WAIT_MS = 3_000;
const BATCH = 20;

/** The transports that really deliver: SMTP / Twilio, or the dev outbox table. */
export interface Transports {
  email: Mailer;
  sms: SmsSender;
}

/**
 * The durable queue of e-mails and SMS (ADR 0028). `enqueue` writes a row (in the caller's transaction
 * when given one); `deliverDue` claims due rows under a lease (infra/outgoing/outgoing.repository.ts),
 * hands them to the transports and marks them sent (the body erased) or due again later (backoff),
 * `failed` after MAX_ATTEMPTS. Attempts started in this process are tracked: `drain` waits for them
 * and delivers what is due (graceful shutdown, tests). `events` emits 'settled' after each attempt.
 */
export class OutgoingQueue {
  readonly events = new EventEmitter();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly repo: OutgoingRepository;

  constructor(
    private readonly db: DbHandle,
    private readonly clock: Clock,
    readonly transports: Transports,
    private readonly log: FastifyBaseLogger,
    readonly holder: string = newHolderId(),
  ) {
    this.repo = new OutgoingRepository(db);
  }

  /** The database itself (rows queued outside any transaction). */
  get database(): DbHandle {
    return this.db;
  }

  /** Writes the message's row through `db` (the database, or a transaction: then it exists only if that commits). */
  async enqueue(db: DbHandle, message: OutgoingMessage): Promise<string> {
    const id = `${this.clock.now().getTime().toString().padStart(15, '0')}-${crypto.randomUUID()}`;
    await new OutgoingRepository(db).insert(toRow(id, message, this.clock.now().toISOString()));
    return id;
  }

  /** Messages queued in a transaction: `deliver()` after it commits starts their first attempt. */
  batch(): OutgoingBatch {
    return new OutgoingBatch(this);
  }

  /**
   * The first attempt of rows just queued, in this process: waits for it a few seconds at most (a code
   * arrives while its page waits; a slow provider does not hold the answer), then lets it go on.
   * A failure is only recorded in the row: the queue retries it.
   */
  async attemptNow(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    const attempt = this.track(this.deliverDue(ids));
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS);
      timer.unref();
    });
    await Promise.race([attempt, patience]);
    clearTimeout(timer);
  }

  /** Claims and sends due rows (only `ids` when given) until none is due; how many attempts were made. */
  async deliverDue(ids?: readonly string[]): Promise<number> {
    let attempts = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await this.repo.dueIds(now.toISOString(), BATCH, ids);
      let claimedAny = false;
      for (const id of due) {
        const row = await this.repo.claim(
          id,
          this.holder,
          now.toISOString(),
          new Date(now.getTime() + SEND_LEASE_SECONDS * 1000).toISOString(),
        );
        if (!row) continue;
        claimedAny = true;
        attempts++;
        await this.send(row.id, row.attempts, fromRow(row));
      }
      if (!claimedAny || due.length < BATCH) return attempts;
    }
  }

  /** Waits for the attempts in flight, then delivers what is due, for at most `withinMs` (what is left stays queued). */
  async drain(withinMs = 10_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, withinMs);
      timer.unref();
    });
    const work = (async () => {
      while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
      await this.track(this.deliverDue());
    })();
    await Promise.race([work, deadline]);
    clearTimeout(timer);
  }

  private async send(id: string, attempt: number, message: OutgoingMessage): Promise<void> {
    try {
      if (message.channel === 'email') {
        const { channel: _channel, ...mail } = message;
        await this.transports.email.send(mail);
      } else {
        const { channel: _channel, ...sms } = message;
        await this.transports.sms.send(sms);
      }
      await this.repo.markSent(id, this.holder, this.clock.now().toISOString());
    } catch (err) {
      const reason = failureReason(err);
      const delay = attempt < MAX_ATTEMPTS ? RETRY_DELAYS_SECONDS[attempt - 1] : undefined;
      const next =
        delay === undefined ? null : new Date(this.clock.now().getTime() + delay * 1000).toISOString();
      await this.repo.markAttemptFailed(id, this.holder, reason, next);
      this.log.warn(
        { outgoingId: id, channel: message.channel, attempt, reason, retry: next !== null },
        'outgoing message not delivered',
      );
    } finally {
      this.events.emit('settled', id);
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.catch((err: unknown) => {
      this.log.error(
        { err: err instanceof Error ? err.message : 'failed' },
        'outgoing delivery stopped; the job retries',
      );
      return undefined as T;
    });
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
    return tracked;
  }
}

/** Messages written in one transaction, delivered once it has committed. */
export class OutgoingBatch {
  private readonly ids: string[] = [];
  constructor(private readonly queue: OutgoingQueue) {}

  async mail(trx: DbHandle, message: MailMessage): Promise<void> {
    this.ids.push(await this.queue.enqueue(trx, { channel: 'email', ...message }));
  }

  async sms(trx: DbHandle, message: SmsMessage): Promise<void> {
    this.ids.push(await this.queue.enqueue(trx, { channel: 'sms', ...message }));
  }

  /** After the commit (a rolled-back row does not exist: nothing is sent). */
  async deliver(): Promise<void> {
    await this.queue.attemptNow(this.ids.splice(0));
  }
}

/** `ctx.mailer`: queues the mail (the row is written before the caller goes on), then attempts it. */
export class QueuedMailer implements Mailer {
  constructor(private readonly queue: OutgoingQueue) {}
  get kind(): Mailer['kind'] {
    return this.queue.transports.email.kind;
  }
  async send(message: MailMessage): Promise<void> {
    const batch = this.queue.batch();
    await batch.mail(this.queue.database, message);
    await batch.deliver();
  }
}

/** `ctx.sms`: queues the SMS, then attempts it. */
export class QueuedSmsSender implements SmsSender {
  constructor(private readonly queue: OutgoingQueue) {}
  get kind(): SmsSender['kind'] {
    return this.queue.transports.sms.kind;
  }
  async send(message: SmsMessage): Promise<void> {
    const batch = this.queue.batch();
    await batch.sms(this.queue.database, message);
    await batch.deliver();
  }
}
