import { describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import { pinInput, signupBlocker, validateSignup, type SignupValues } from './signupValidation';

const valid: SignupValues = {
  firstName: 'Nina',
  lastName: 'New',
  username: 'nina',
  email: 'nina@example.com',
  password: 'Signup2026',
  passwordConfirm: 'Signup2026',
  pinCode: '2468',
  pinCodeConfirm: '2468',
  phoneCountry: 'US',
  phoneNumber: '(201) 555-0147',
  recoverPhoneCountry: 'US',
  recoverPhoneNumber: '',
  terms: true,
};

const required = (field: string) => messages.signupFieldRequired.replace('{field}', field);

describe('validateSignup', () => {
  it('accepts a complete form (the recovery phone is optional, symbols are not required)', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('names every missing required field', () => {
    const empty: SignupValues = {
      ...valid,
      firstName: ' ',
      lastName: '',
      username: '',
      password: '',
      passwordConfirm: '',
      pinCode: '',
      pinCodeConfirm: '',
      phoneNumber: '',
    };
    expect(validateSignup(empty)).toEqual({
      firstName: required(messages.signupFirstName),
      lastName: required(messages.signupLastName),
      username: required(messages.signupUsername),
      password: required(messages.signupPassword),
      pinCode: required(messages.signupPin),
      phoneNumber: required(messages.signupPhone),
    });
  });

  it.each([
    ['short', 'Ab1'],
    ['no upper case', 'signup2026'],
    ['no lower case', 'SIGNUP2026'],
    ['no number', 'SignupNow!'],
  ])('refuses a password with %s', (_, password) => {
    expect(validateSignup({ ...valid, password, passwordConfirm: password }).password).toBe(
      messages.signupPasswordRule,
    );
  });

  it('requires matching confirmations', () => {
    expect(validateSignup({ ...valid, passwordConfirm: 'Signup2027' })).toEqual({
      passwordConfirm: messages.signupPasswordMismatch,
    });
    expect(validateSignup({ ...valid, pinCodeConfirm: '2469' })).toEqual({
      pinCodeConfirm: messages.signupPinMismatch,
    });
  });

  it('checks the PIN format, the username, the e-mail and both phones', () => {
    expect(validateSignup({ ...valid, pinCode: '123', pinCodeConfirm: '123' }).pinCode).toBe(
      messages.pinFormat,
    );
    expect(validateSignup({ ...valid, username: 'nina@home' }).username).toBe(messages.usernameNoAt);
    expect(validateSignup({ ...valid, email: 'nina@' }).email).toBe(messages.emailInvalid);
    expect(validateSignup({ ...valid, phoneNumber: '555' }).phoneNumber).toBe(messages.phoneInvalid);
    expect(validateSignup({ ...valid, recoverPhoneNumber: '12' }).recoverPhoneNumber).toBe(
      messages.phoneInvalid,
    );
    expect(
      validateSignup({ ...valid, recoverPhoneCountry: 'GB', recoverPhoneNumber: '07400 123456' }),
    ).toEqual({});
  });

  it('limits the length of names', () => {
    expect(validateSignup({ ...valid, firstName: 'x'.repeat(101) }).firstName).toBe(
      messages.signupFieldTooLong.replace('{max}', '100'),
    );
  });
});

describe('signupBlocker', () => {
  it('reports invalid fields first, then unticked terms, else nothing', () => {
    expect(signupBlocker({ firstName: 'x' }, false)).toBe(messages.fillRequiredFields);
    expect(signupBlocker({}, false)).toBe(messages.acceptTerms);
    expect(signupBlocker({}, true)).toBeNull();
  });
});

describe('pinInput', () => {
  it('keeps at most four digits', () => {
    expect(pinInput('12a3456')).toBe('1234');
    expect(pinInput('x')).toBe('');
  });
});
