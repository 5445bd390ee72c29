import { useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { ErrorCode, messages, type AppType, type InviteCodeInfo, type SignupResponse } from '@guru/shared';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { clearToasts, notifyOops } from '../../../lib/notify';
import { checkSignupUsername, confirmSignupPhone, sendSignupPhoneCode, signup } from '../api/signupApi';
import { phoneFieldsOf, defaultPhoneCountry } from '../../../lib/phone';
import { prepareSignup, signupSalts, type PreparedSignup } from '../lib/signupKeys';
import { signupBlocker, validateSignup, type SignupErrors, type SignupValues } from '../lib/signupValidation';

/** The account exists: what the Emergency Kit and the landing in the app need (memory only). */
export interface CreatedAccount {
  user: SignupResponse['user'];
  /** The session the sign-up opened: its unlock secret seals the user key. */
  session: SignupResponse['session'];
  prepared: PreparedSignup;
}

/** The keys are made and a code was sent to the cell phone: the account waits for the code. */
export interface PhoneStep {
  prepared: PreparedSignup;
  phoneHint: string;
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
 * the terms ("Please accept terms and conditions"), then keys made in the browser, a code to the
 * cell phone, and once the code is back POST signup.
 */
export function useSignupForm({
  app,
  code,
  info,
  onCreated,
  onInviteInvalid,
  onAlreadyRegistered,
}: SignupFormOptions) {
  const [busy, setBusy] = useState(false);
  const [phoneStep, setPhoneStep] = useState<PhoneStep | null>(null);
  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: initialSignupValues(info),
    validate: (values) => validateSignup(values),
  });

  const refused = (error: unknown): void => {
    if (isApiError(error, ErrorCode.INVITE_INVALID)) onInviteInvalid();
    else if (isApiError(error, ErrorCode.ALREADY_REGISTERED)) onAlreadyRegistered();
    else {
      if (isApiError(error, ErrorCode.USERNAME_TAKEN)) form.setFieldError('username', error.message);
      notifyOops(errorMessage(error));
    }
  };

  /** Keys made in the browser, then a code to the typed cell phone (the account waits for it). */
  const create = async (values: SignupValues): Promise<void> => {
    setBusy(true);
    try {
      // A taken name is said beside its field before any key is made or code sent.
      if (!(await checkSignupUsername(app, code, values.username.trim())).available) {
        form.setFieldError('username', messages.usernameTaken);
        return;
      }
      const prepared = await prepareSignup(
        values,
        code,
        app,
        await signupSalts(app, values.username, values.email),
      );
      try {
        const sent = await sendSignupPhoneCode(app, code, prepared.body.phoneNumber);
        clearToasts();
        setPhoneStep({ prepared, phoneHint: sent.phoneHint });
      } catch (error) {
        prepared.wrapKey.fill(0);
        throw error;
      }
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  /** The code from the SMS: the phone is confirmed, then the account is created. Returns a message to show, or null. */
  const confirmPhone = async (smsCode: string): Promise<string | null> => {
    if (!phoneStep) return null;
    const { prepared } = phoneStep;
    try {
      await confirmSignupPhone(app, code, prepared.body.phoneNumber, smsCode);
    } catch (error) {
      return errorMessage(error);
    }
    try {
      const { user, session } = await signup(app, prepared.body);
      form.setValues({ password: '', passwordConfirm: '', pinCode: '', pinCodeConfirm: '' });
      clearToasts();
      setPhoneStep(null);
      onCreated({ user, session, prepared });
      return null;
    } catch (error) {
      cancelPhone();
      refused(error);
      return null;
    }
  };

  const resendPhoneCode = async (): Promise<string | null> => {
    if (!phoneStep) return null;
    try {
      const sent = await sendSignupPhoneCode(app, code, phoneStep.prepared.body.phoneNumber);
      setPhoneStep({ ...phoneStep, phoneHint: sent.phoneHint });
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };

  /** Back to the form (another number, say): the keys made for this try are forgotten. */
  const cancelPhone = (): void => {
    phoneStep?.prepared.wrapKey.fill(0);
    setPhoneStep(null);
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

  return { form, busy, onSubmit, phoneStep, confirmPhone, resendPhoneCode, cancelPhone };
}
