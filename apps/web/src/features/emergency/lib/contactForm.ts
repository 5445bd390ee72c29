import {
  clientLimits,
  emergencyMessages as m,
  messages,
  formatMessage,
  type EmergencyContactFields,
} from '@guru/shared';
import { phoneOf } from '../../../lib/phone';

export interface ContactFormValues {
  name: string;
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  relationship: string;
  waitDays: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

function requiredError(value: string, field: string, max: number): string | undefined {
  if (value.trim() === '') return formatMessage(messages.signupFieldRequired, { field });
  return value.trim().length > max ? formatMessage(messages.signupFieldTooLong, { max }) : undefined;
}

/** Every field's error: all four are required; the phone must be a mobile number (shared validator). */
export function validateContact(v: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const name = requiredError(v.name, m.fullName, clientLimits.nameMaxLength * 2);
  if (name) errors.name = name;
  const email = v.email.trim();
  if (email === '') errors.email = formatMessage(messages.signupFieldRequired, { field: m.email });
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > clientLimits.emailMaxLength)
    errors.email = messages.emailInvalid;
  if (v.phoneNumber.trim() === '')
    errors.phoneNumber = formatMessage(messages.signupFieldRequired, { field: m.cellPhone });
  else if (!phoneOf(v.phoneCountry, v.phoneNumber)) errors.phoneNumber = m.phoneMobileOnly;
  const relationship = requiredError(v.relationship, m.relationship, 100);
  if (relationship) errors.relationship = relationship;
  return errors;
}

/** The fields as the API takes them (the phone in E.164); call after validateContact found nothing. */
export function contactFieldsOf(v: ContactFormValues): EmergencyContactFields {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phoneNumber: phoneOf(v.phoneCountry, v.phoneNumber) ?? v.phoneNumber.trim(),
    relationship: v.relationship.trim(),
    waitDays: Number(v.waitDays) as EmergencyContactFields['waitDays'],
  };
}
