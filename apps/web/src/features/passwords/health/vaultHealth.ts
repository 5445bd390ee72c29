/**
 * Vault health, computed in the browser (nothing of it goes to our server): weak passwords (zxcvbn score
 * under 3), reused ones (the same password in two or more logins), old ones (unchanged for over a year: the
 * date of the last password change in the history, else the entry's last update) and, separately
 * (breachCheck.ts), exposed ones.
 */

export interface HealthInput {
  id: string;
  name: string;
  password: string;
  /** When the password was last set (ISO). */
  passwordSetAt: string;
}

export interface HealthReport {
  weak: string[];
  /** Groups of entry ids sharing one password (each group has two or more). */
  reused: string[][];
  old: string[];
}

export const WEAK_SCORE_BELOW = 3;
export const OLD_AFTER_MS = 365 * 86_400_000;

/** `score` is zxcvbn's 0..4 for a password (loaded on demand by the caller, so this stays testable and light). */
export function analyseVault(
  entries: readonly HealthInput[],
  score: (password: string) => number,
  now: Date,
): HealthReport {
  const weak: string[] = [];
  const old: string[] = [];
  const byPassword = new Map<string, string[]>();
  const scores = new Map<string, number>();
  for (const entry of entries) {
    if (entry.password === '') continue;
    let value = scores.get(entry.password);
    if (value === undefined) {
      value = score(entry.password);
      scores.set(entry.password, value);
    }
    if (value < WEAK_SCORE_BELOW) weak.push(entry.id);
    const same = byPassword.get(entry.password);
    if (same) same.push(entry.id);
    else byPassword.set(entry.password, [entry.id]);
    const setAt = Date.parse(entry.passwordSetAt);
    if (Number.isFinite(setAt) && now.getTime() - setAt > OLD_AFTER_MS) old.push(entry.id);
  }
  const reused = [...byPassword.values()].filter((ids) => ids.length > 1);
  return { weak, reused, old };
}
