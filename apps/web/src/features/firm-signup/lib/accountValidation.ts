import { businessMessages, clientLimits, isValidMasterPassword, messages, formatMessage } from '@guru/shared';
import { phoneError, pinError, requiredFieldError, usernameError } from '../../signup';

/** The login part of every advisor or provider account form: username, password, PIN, phone. */
export interface AccountValues {
  username: string;
  password: string;
  passwordConfirm: string;
  pinCode: string;
  pinCodeConfirm: string;
  phoneCountry: string;
  phoneNumber: string;
}

export type AccountErrors = Partial<Record<keyof AccountValues, string>>;

/** The password rule of sign-up (8+ characters, upper case, lower case, a number), under the label "Password". */
export function accountPasswordError(password: string): string | undefined {
  if (password === '') return formatMessage(messages.signupFieldRequired, { field: messages.passwordLabel });
  return isValidMasterPassword(password) ? undefined : messages.signupPasswordRule;
}

/** A required name of at most the names' length. */
export function nameError(value: string, label: string): string | undefined {
  return requiredFieldError(value, label, clientLimits.nameMaxLength);
}

/** Every error of the login part; `withPhone` false for the provider (no phone asked). */
export function validateAccount(
  v: AccountValues,
  { withUsername = true, withPhone = true } = {},
): AccountErrors {
  const errors: AccountErrors = {
    username: withUsername ? usernameError(v.username) : undefined,
    password: accountPasswordError(v.password),
    passwordConfirm: v.passwordConfirm === v.password ? undefined : messages.signupPasswordMismatch,
    pinCode: pinError(v.pinCode),
    pinCodeConfirm: v.pinCodeConfirm === v.pinCode ? undefined : messages.signupPinMismatch,
    phoneNumber: withPhone
      ? phoneError(v.phoneCountry, v.phoneNumber, true, businessMessages.advisorPhoneLabel)
      : undefined,
  };
  return withoutEmpty(errors);
}

/** Only the fields that have an error. */
export function withoutEmpty<T extends Record<string, string | undefined>>(errors: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as Partial<T>;
}
