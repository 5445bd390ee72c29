import { useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { ErrorCode, type AppType, type InviteCodeInfo, type SignupResponse } from '@guru/shared';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { clearToasts, notifyOops } from '../../../lib/notify';
import { signup } from '../api/signupApi';
import { phoneFieldsOf, defaultPhoneCountry } from '../../../lib/phone';
import { prepareSignup, type PreparedSignup } from '../lib/signupKeys';
import { signupBlocker, validateSignup, type SignupErrors, type SignupValues } from '../lib/signupValidation';

/** The account exists: what the Emergency Kit and the sign-in after it need (memory only). */
export interface CreatedAccount {
  user: SignupResponse['user'];
  prepared: PreparedSignup;
}

export interface SignupFormOptions {
  app: AppType;
  code: string;
  info: InviteCodeInfo;
  onCreated: (account: CreatedAccount) => void;
  /** The code stopped working meanwhile (used, expired, replaced). */
  onInviteInvalid: () => void;
  /** The e-mail got an account meanwhile: sign in and accept instead. */
  onAlreadyRegistered: () => void;
}

export function initialSignupValues(info: InviteCodeInfo): SignupValues {
  const phone = phoneFieldsOf(info.phoneNumber);
  return {
    firstName: '',
    lastName: '',
    username: '',
    email: info.email,
    password: '',
    passwordConfirm: '',
    pinCode: '',
    pinCodeConfirm: '',
    phoneCountry: phone.country,
    phoneNumber: phone.number,
    recoverPhoneCountry: defaultPhoneCountry,
    recoverPhoneNumber: '',
    terms: false,
  };
}

/**
 * The sign-up form: every field's error on submit ("Please fill out all required fields."), then
 * the terms ("Please accept terms and conditions"), then keys made in the browser and POST signup.
 */
export function useSignupForm({ app, code, info, onCreated, onInviteInvalid, onAlreadyRegistered }: SignupFormOptions) {
  const [busy, setBusy] = useState(false);
  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: initialSignupValues(info),
    validate: (values) => validateSignup(values),
  });

  const create = async (values: SignupValues): Promise<void> => {
    setBusy(true);
    try {
      const prepared = await prepareSignup(values, code, app);
      try {
        const { user } = await signup(app, prepared.body);
        form.setValues({ password: '', passwordConfirm: '', pinCode: '', pinCodeConfirm: '' });
        clearToasts();
        onCreated({ user, prepared });
      } catch (error) {
        prepared.wrapKey.fill(0);
        throw error;
      }
    } catch (error) {
      if (isApiError(error, ErrorCode.INVITE_INVALID)) onInviteInvalid();
      else if (isApiError(error, ErrorCode.ALREADY_REGISTERED)) onAlreadyRegistered();
      else {
        if (isApiError(error, ErrorCode.USERNAME_TAKEN)) form.setFieldError('username', error.message);
        notifyOops(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    const { errors } = form.validate();
    const values = form.getValues();
    const blocker = signupBlocker(errors as SignupErrors, values.terms);
    if (blocker) notifyOops(blocker);
    else void create(values);
  };

  return { form, busy, onSubmit };
}
