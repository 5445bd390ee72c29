import { describe, expect, it } from 'vitest';
import { businessMessages, formatMessage, messages } from '@guru/shared';
import { validateAccount } from './accountValidation';

const filled = {
  username: 'ana',
  password: 'Signup!2026x',
  passwordConfirm: 'Signup!2026x',
  pinCode: '2468',
  pinCodeConfirm: '2468',
  phoneCountry: 'US',
  phoneNumber: '',
};

describe('validateAccount', () => {
  it('names the advisor\'s phone field by its own label, "Mobile Phone"', () => {
    expect(validateAccount(filled).phoneNumber).toBe(
      formatMessage(messages.signupFieldRequired, { field: businessMessages.advisorPhoneLabel }),
    );
    expect(validateAccount(filled).phoneNumber).toBe('Please input your Mobile Phone!');
  });

  it('asks for no phone where none is asked', () => {
    expect(validateAccount(filled, { withPhone: false }).phoneNumber).toBeUndefined();
  });
});
