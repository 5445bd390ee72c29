import { clientLimits, isValidMasterPassword, limits, messages, formatMessage } from '@guru/shared';
import { phoneOf } from '../../../lib/phone';

/** The sign-up form (the specification's sign-up screens of both apps). */
export interface SignupValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  pinCode: string;
  pinCodeConfirm: string;
  phoneCountry: string;
  phoneNumber: string;
  recoverPhoneCountry: string;
  recoverPhoneNumber: string;
  terms: boolean;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const PIN_PATTERN = new RegExp(`^\\d{${limits.pinLength}}$`);

export function required(value: string, field: string, max: number): string | undefined {
  if (value.trim() === '') return formatMessage(messages.signupFieldRequired, { field });
  if (value.trim().length > max) return formatMessage(messages.signupFieldTooLong, { max });
  return undefined;
}

export function usernameError(username: string): string | undefined {
  const missing = required(username, messages.signupUsername, limits.usernameMaxLength);
  if (missing) return missing;
  return username.includes('@') ? messages.usernameNoAt : undefined;
}

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return formatMessage(messages.signupFieldRequired, { field: messages.signupEmail });
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= clientLimits.emailMaxLength
    ? undefined
    : messages.emailInvalid;
}

export function passwordError(password: string): string | undefined {
  if (password === '') return formatMessage(messages.signupFieldRequired, { field: messages.signupPassword });
  return isValidMasterPassword(password) ? undefined : messages.signupPasswordRule;
}

export function pinError(pin: string): string | undefined {
  if (pin === '') return formatMessage(messages.signupFieldRequired, { field: messages.signupPin });
  return PIN_PATTERN.test(pin) ? undefined : messages.pinFormat;
}

export function phoneError(
  country: string,
  number: string,
  isRequired: boolean,
  label: string = messages.signupPhone,
): string | undefined {
  if (number.trim() === '')
    return isRequired ? formatMessage(messages.signupFieldRequired, { field: label }) : undefined;
  return phoneOf(country, number) ? undefined : messages.phoneInvalid;
}

/** Every field's error (the terms are checked on their own at submit). */
export function validateSignup(v: SignupValues): SignupErrors {
  const errors: SignupErrors = {
    firstName: required(v.firstName, messages.signupFirstName, clientLimits.nameMaxLength),
    lastName: required(v.lastName, messages.signupLastName, clientLimits.nameMaxLength),
    username: usernameError(v.username),
    email: emailError(v.email),
    password: passwordError(v.password),
    passwordConfirm: v.passwordConfirm === v.password ? undefined : messages.signupPasswordMismatch,
    pinCode: pinError(v.pinCode),
    pinCodeConfirm: v.pinCodeConfirm === v.pinCode ? undefined : messages.signupPinMismatch,
    phoneNumber: phoneError(v.phoneCountry, v.phoneNumber, true),
    recoverPhoneNumber: phoneError(v.recoverPhoneCountry, v.recoverPhoneNumber, false),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** What stops a submit, in the order the person sees it: invalid fields first, then the terms. */
export function signupBlocker(errors: SignupErrors, terms: boolean): string | null {
  if (Object.keys(errors).length > 0) return messages.fillRequiredFields;
  return terms ? null : messages.acceptTerms;
}

/** Keeps digits only, at most the PIN length (the PIN fields accept nothing else). */
export function pinInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, limits.pinLength);
}
