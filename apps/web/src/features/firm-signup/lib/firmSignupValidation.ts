import { businessMessages, messages } from '@guru/shared';
import { emailError } from '../../signup';
import {
  nameError,
  validateAccount,
  withoutEmpty,
  type AccountErrors,
  type AccountValues,
} from './accountValidation';
import { subdomainProblem } from './subdomain';

/** The firm sign-up form: the firm, its subdomain, and its first advisor. */
export interface FirmSignupValues extends AccountValues {
  firmName: string;
  subdomain: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type FirmSignupErrors = AccountErrors &
  Partial<Record<'firmName' | 'subdomain' | 'firstName' | 'lastName' | 'email', string>>;

/** Every field's error, by the shared rules (the server checks them again, and the subdomain's availability). */
export function validateFirmSignup(v: FirmSignupValues): FirmSignupErrors {
  return {
    ...withoutEmpty({
      firmName: nameError(v.firmName, businessMessages.firmNameLabel),
      subdomain: subdomainProblem(v.subdomain) ?? undefined,
      firstName: nameError(v.firstName, messages.signupFirstName),
      lastName: nameError(v.lastName, messages.signupLastName),
      email: emailError(v.email),
    }),
    ...validateAccount(v),
  };
}
