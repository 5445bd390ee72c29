import { limits } from '../limits.js';

/** Sign-up rule: 8+ characters with an upper-case letter, a lower-case letter and a number. */
export function isValidMasterPassword(password: string): boolean {
  return (
    password.length >= limits.passwordMinLength &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

export const PasswordStrength = { weak: 'Weak', medium: 'Medium', strong: 'Strong' } as const;
export type PasswordStrength = (typeof PasswordStrength)[keyof typeof PasswordStrength];

export const STRENGTH_SYMBOLS = '!@#$%^&*';

/**
 * Strong: 8+ characters with lower, upper, number and a symbol from !@#$%^&*.
 * Medium: 6+ characters with any two of those classes. Otherwise Weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  const classes = [
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    [...password].some((c) => STRENGTH_SYMBOLS.includes(c)),
  ].filter(Boolean).length;
  if (password.length >= 8 && classes === 4) return PasswordStrength.strong;
  if (password.length >= 6 && classes >= 2) return PasswordStrength.medium;
  return PasswordStrength.weak;
}
