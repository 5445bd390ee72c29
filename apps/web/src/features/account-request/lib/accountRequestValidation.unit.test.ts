import { describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import {
  checkAccountRequest,
  validateAccountRequest,
  type AccountRequestValues,
} from './accountRequestValidation';

const valid: AccountRequestValues = {
  firstName: ' Rita ',
  lastName: 'Requester',
  email: 'rita@example.com ',
  phoneCountry: 'US',
  phoneNumber: '',
  relationship: messages.relationshipReferral,
};

const check = (v: AccountRequestValues) => checkAccountRequest(v, validateAccountRequest(v));
const required = (field: string) => messages.signupFieldRequired.replace('{field}', field);

describe('account request form', () => {
  it('names the missing required fields by their labels', () => {
    expect(validateAccountRequest({ ...valid, firstName: '', lastName: ' ', email: '' })).toEqual({
      firstName: required('First Name'),
      lastName: required('Last Name'),
      email: required('Email'),
    });
    expect(validateAccountRequest({ ...valid, email: 'rita@' })).toEqual({ email: messages.emailInvalid });
  });

  it('checks in order: required data (Notice), then the relationship, then the optional phone', () => {
    expect(check({ ...valid, firstName: '', relationship: '' })).toEqual({ kind: 'required' });
    expect(check({ ...valid, relationship: '', phoneNumber: '12' })).toEqual({ kind: 'relationship' });
    expect(check({ ...valid, relationship: 'I am your friend' })).toEqual({ kind: 'relationship' });
    expect(check({ ...valid, phoneNumber: '12' })).toEqual({ kind: 'phone' });
  });

  it('sends trimmed fields, the relationship text verbatim and the phone in E.164 (or null)', () => {
    expect(check(valid)).toEqual({
      kind: 'send',
      body: {
        firstName: 'Rita',
        lastName: 'Requester',
        email: 'rita@example.com',
        phoneNumber: null,
        relationship: 'I am a referral from a client',
      },
    });
    const withPhone = check({ ...valid, phoneCountry: 'GB', phoneNumber: '07400 123456' });
    expect(withPhone.kind === 'send' && withPhone.body.phoneNumber).toBe('+447400123456');
  });
});
