import { describe, expect, it } from 'vitest';
import { pinResetMessages } from '@guru/shared';
import { newPinErrors, pinDigits, readResetPinState } from './newPin';

describe('newPinErrors', () => {
  it('accepts four matching digits', () => {
    expect(newPinErrors('1234', '1234')).toEqual({});
  });
  it('requires both fields, four digits each', () => {
    expect(newPinErrors('', '')).toEqual({
      pin: pinResetMessages.pinRequired,
      confirm: pinResetMessages.pinRequired,
    });
    expect(newPinErrors('123', '1234')).toEqual({ pin: pinResetMessages.pinRequired });
    expect(newPinErrors('1234', '12a4')).toEqual({ confirm: pinResetMessages.pinRequired });
  });
  it('requires the confirmation to match', () => {
    expect(newPinErrors('1234', '4321')).toEqual({ confirm: pinResetMessages.pinMismatch });
  });
});

describe('pinDigits', () => {
  it('keeps at most four digits', () => {
    expect(pinDigits('1a2b3c4d5')).toBe('1234');
  });
});

describe('readResetPinState', () => {
  it('reads a link and a hint, and ignores anything else', () => {
    expect(readResetPinState({ link: { token: 't', email: 'e@x.com' }, phoneHint: '•••• 0147' })).toEqual({
      link: { token: 't', email: 'e@x.com' },
      phoneHint: '•••• 0147',
    });
    expect(readResetPinState({ link: { token: 1 } })).toEqual({});
    expect(readResetPinState(null)).toEqual({});
  });
});
