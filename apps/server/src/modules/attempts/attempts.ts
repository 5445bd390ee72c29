import { limits } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { addMinutes } from '../../lib/clock.js';

/** Where attempts are counted: a row of `login_throttle` (ADR 0003, 0027). */
export interface ThrottleKey {
  firmKey: string;
  usernameKey: string;
}

/** A counter and the number of attempts it allows before it locks (15 minutes, doubling with each lock). */
export interface Counter {
  key: ThrottleKey;
  max: number;
}

/**
 * Failed passwords of a known user count under their id, so the username and the e-mail share
 * one count, and the provider has one count at every firm's host. An unknown name counts under
 * the firm and the name typed, and locks after the same number of tries (ADR 0003).
 */
export function passwordThrottleKey(firmId: string, typedName: string, userId: string | null): ThrottleKey {
  return userId ? { firmKey: 'user', usernameKey: userId } : { firmKey: firmId, usernameKey: typedName };
}

/**
 * Failed passwords for one account (or unknown name) from one source address: the count a stranger
 * can run up, which locks that address out of that account only (ADR 0003).
 */
export function sourceThrottleKey(account: ThrottleKey, ip: string | null): ThrottleKey {
  return { firmKey: 'source', usernameKey: `${account.firmKey}/${account.usernameKey}@${ip ?? 'unknown'}` };
}

/** Wrong one-time codes of a user (sign-in, settings, resets; authenticator and recovery codes), across every flow and sign-in. */
export function codeThrottleKey(userId: string): ThrottleKey {
  return { firmKey: 'code', usernameKey: userId };
}

/** Wrong PINs of a user, counted across sessions (each session allows 5): a new sign-in cannot keep guessing. */
export function pinThrottleKey(userId: string): ThrottleKey {
  return { firmKey: 'pin', usernameKey: userId };
}

/** Wrong answers within one thing that allows a few (a session's PINs or codes, a reset's codes, a kit's proofs). */
export function scopedThrottleKey(kind: string, id: string): ThrottleKey {
  return { firmKey: kind, usernameKey: id };
}

/** A user's code counter: every flow's wrong codes lock the account at `codeMaxFailuresPerUser`. */
export function userCodeCounter(userId: string): Counter {
  return { key: codeThrottleKey(userId), max: limits.codeMaxFailuresPerUser };
}

/** The end of a lock set at each level (15 minutes, doubling, at most 64 times), from now. */
function lockEnds(now: Date): string[] {
  return Array.from({ length: 7 }, (_, level) =>
    addMinutes(now, limits.lockoutBaseMinutes * 2 ** level).toISOString(),
  );
}

/** An attempt taken on its counters, before the check. */
export interface OpenAttempt {
  /** The first counter that refused the attempt (locked, or used up by attempts in flight): nothing is to be checked then. */
  refusedBy: Counter | null;
  /** A wrong answer: locks each counter it used up; answers those counters (empty while some attempts remain). */
  failed(): Promise<Counter[]>;
  /** A right answer clears every counter's count (their lock levels decay with time). */
  succeeded(): Promise<void>;
}

/**
 * Takes one attempt on each counter in turn, atomically in the database, BEFORE the secret is checked,
 * so that N parallel guesses get at most `max` checks of each counter (ADR 0027). A counter that is
 * locked, or whose attempts are all taken by guesses still in flight, refuses: it is locked then (if not
 * yet), and the counters after it are not taken. Wrong answers have already been counted by the take;
 * the one that uses a counter up locks it. `onLocked` runs once for each lock this attempt sets. Give the
 * narrowest counter first (a session's before the account's): a guess refused by it does not take from the
 * wider ones, so that one spent session cannot run up (and lock) the whole account.
 */
export async function openAttempt(
  ctx: AppContext,
  counters: readonly Counter[],
  onLocked?: (counter: Counter) => Promise<void>,
): Promise<OpenAttempt> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const fadedBefore = new Date(now.getTime() - limits.lockoutResetHours * 3_600_000).toISOString();
  const taken: { counter: Counter; attempt: number }[] = [];
  let refusedBy: Counter | null = null;
  for (const counter of counters) {
    const { attempt, lockedUntil } = await ctx.repos.throttle.take(
      counter.key.firmKey,
      counter.key.usernameKey,
      nowIso,
      fadedBefore,
    );
    if (lockedUntil || attempt > counter.max) {
      if (!lockedUntil) await lock(ctx, counter, now, onLocked);
      refusedBy = counter;
      break;
    }
    taken.push({ counter, attempt });
  }
  return {
    refusedBy,
    failed: async () => {
      const usedUp = taken.filter((t) => t.attempt >= t.counter.max).map((t) => t.counter);
      for (const counter of usedUp) await lock(ctx, counter, now, onLocked);
      return usedUp;
    },
    succeeded: async () => {
      for (const { counter } of taken)
        await ctx.repos.throttle.clearFailures(counter.key.firmKey, counter.key.usernameKey, nowIso);
    },
  };
}

/** Locks a counter unless a lock is in force; `onLocked` runs when this call set it (exactly one of parallel callers). */
async function lock(
  ctx: AppContext,
  counter: Counter,
  now: Date,
  onLocked?: (counter: Counter) => Promise<void>,
): Promise<void> {
  const set = await ctx.repos.throttle.lockUnlessLocked(
    counter.key.firmKey,
    counter.key.usernameKey,
    now.toISOString(),
    lockEnds(now),
  );
  if (set && onLocked) await onLocked(counter);
}

/** Whether a counter is locked now (without taking an attempt). */
export async function isLockedNow(ctx: AppContext, key: ThrottleKey): Promise<boolean> {
  const row = await ctx.repos.throttle.find(key.firmKey, key.usernameKey);
  return Boolean(row?.locked_until && new Date(row.locked_until) > ctx.clock.now());
}

/** Lifts a lock and its failure count now (an unlock link); the lock level stays and decays with time. */
export async function liftLock(ctx: AppContext, key: ThrottleKey, now: Date): Promise<void> {
  await ctx.repos.throttle.liftLock(key.firmKey, key.usernameKey, now.toISOString());
}

/** Clears a counter's count (a right answer elsewhere proved the same person). */
export async function clearFailures(ctx: AppContext, key: ThrottleKey, now: Date): Promise<void> {
  await ctx.repos.throttle.clearFailures(key.firmKey, key.usernameKey, now.toISOString());
}
