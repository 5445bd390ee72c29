import { describe, expect, it } from 'vitest';
import { PasswordStrength, isValidMasterPassword, passwordStrength } from './password.js';

describe('passwordStrength', () => {
  it.each([
    // Strong: 8+ characters with lower, upper, number and a symbol from !@#$%^&*.
    ['Abcdef1!', PasswordStrength.strong],
    ['aB3$aB3$aB3$', PasswordStrength.strong],
    ['P@ssw0rd', PasswordStrength.strong],
    // All four classes but only 7 characters: Medium.
    ['Abcde1!', PasswordStrength.medium],
    // 8+ characters, three classes: Medium.
    ['Abcdefg1', PasswordStrength.medium],
    ['abcdef1!', PasswordStrength.medium],
    // Exactly 6 characters with two classes: Medium.
    ['abcde1', PasswordStrength.medium],
    ['ABCDEf', PasswordStrength.medium],
    ['12345!', PasswordStrength.medium],
    // A symbol outside !@#$%^&* does not count as a class.
    ['abcdef-(', PasswordStrength.weak],
    ['Abcdef1-', PasswordStrength.medium],
    // Two classes but only 5 characters: Weak.
    ['abc12', PasswordStrength.weak],
    // One class, however long: Weak.
    ['abcdefghijklmnop', PasswordStrength.weak],
    ['12345678901234', PasswordStrength.weak],
    ['', PasswordStrength.weak],
  ])('%j is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('uses the seed labels', () => {
    expect(Object.values(PasswordStrength)).toEqual(['Weak', 'Medium', 'Strong']);
  });
});

describe('isValidMasterPassword', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdef1!', true],
    ['ABCdef123', true],
    // 7 characters.
    ['Abcdef1', false],
    // Missing a class each.
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    // Special characters are recommended, never required.
    ['Abcdefg1 ', true],
    ['', false],
  ])('%j -> %s', (password, expected) => {
    expect(isValidMasterPassword(password)).toBe(expected);
  });
});
