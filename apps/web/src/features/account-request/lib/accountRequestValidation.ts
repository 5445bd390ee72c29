import {
  clientLimits,
  messages,
  relationshipOptions,
  formatMessage,
  type AccountRequestBody,
  type Relationship,
} from '@guru/shared';
import { composePhone, phoneOf } from '../../../lib/phone';

/** The account request form (the specification's account request screen). */
export interface AccountRequestValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  /** One of the four relationship texts, or '' when none is chosen. */
  relationship: string;
}

export type AccountRequestErrors = Partial<Record<'firstName' | 'lastName' | 'email', string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredError(value: string, field: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return formatMessage(messages.signupFieldRequired, { field });
  return trimmed.length > max ? formatMessage(messages.signupFieldTooLong, { max }) : undefined;
}

/** The required fields' errors (messages name the labels First Name, Last Name, Email). */
export function validateAccountRequest(v: AccountRequestValues): AccountRequestErrors {
  const emailMissing = requiredError(v.email, messages.requestEmail, clientLimits.emailMaxLength);
  const errors: AccountRequestErrors = {
    firstName: requiredError(v.firstName, messages.requestFirstName, clientLimits.nameMaxLength),
    lastName: requiredError(v.lastName, messages.requestLastName, clientLimits.nameMaxLength),
    email: emailMissing ?? (EMAIL_PATTERN.test(v.email.trim()) ? undefined : messages.emailInvalid),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

function isRelationship(value: string): value is Relationship {
  return (relationshipOptions as readonly string[]).includes(value);
}

/** What submit does: the "Notice" modal, the relationship notice, the invalid phone toast, or send. */
export type AccountRequestCheck =
  | { kind: 'required' }
  | { kind: 'relationship' }
  | { kind: 'phone' }
  | { kind: 'send'; body: AccountRequestBody };

/** Checks in the seeds' order: required fields, then the relationship, then the optional phone. */
export function checkAccountRequest(
  v: AccountRequestValues,
  errors: AccountRequestErrors,
): AccountRequestCheck {
  if (Object.keys(errors).length > 0) return { kind: 'required' };
  if (!isRelationship(v.relationship)) return { kind: 'relationship' };
  const typed = composePhone(v.phoneCountry, v.phoneNumber);
  const phone = typed === '' ? null : phoneOf(v.phoneCountry, v.phoneNumber);
  if (typed !== '' && phone === null) return { kind: 'phone' };
  return {
    kind: 'send',
    body: {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phoneNumber: phone,
      relationship: v.relationship,
    },
  };
}
