import { useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import {
  ErrorCode,
  messages,
  subdomainRefusalMessages,
  subscriptionMessages,
  type FirmSignupBody,
  type FirmSignupResponse,
} from '@guru/shared';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { clearToasts, notifyOops } from '../../../lib/notify';
import { defaultPhoneCountry } from '../../../lib/phone';
import { fetchFirmSignupSalts, signUpFirm } from '../api/firmSignupApi';
import {
  validateFirmSignup,
  type FirmSignupErrors,
  type FirmSignupValues,
} from '../lib/firmSignupValidation';
import { deriveLogin, phoneToSend } from '../lib/loginSecrets';
import { subdomainFromName, subdomainInput } from '../lib/subdomain';

const initialValues: FirmSignupValues = {
  firmName: '',
  subdomain: '',
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  passwordConfirm: '',
  pinCode: '',
  pinCodeConfirm: '',
  phoneCountry: defaultPhoneCountry,
  phoneNumber: '',
};

/** The field a refusal of the server belongs to, by its code or message. */
function fieldOfRefusal(error: unknown): keyof FirmSignupValues | null {
  if (!isApiError(error)) return null;
  if (error.code === ErrorCode.USERNAME_TAKEN) return 'username';
  if (subdomainRefusalMessages.includes(error.message)) return 'subdomain';
  if (error.message === subscriptionMessages.emailTaken) return 'email';
  return null;
}

/**
 * The firm sign-up form: the subdomain follows the firm's name until it is typed itself; submit
 * checks every field by the shared rules, derives the login secrets in the browser and posts them.
 */
export function useFirmSignupForm(onSignedUp: (result: FirmSignupResponse) => void) {
  const [busy, setBusy] = useState(false);
  const [subdomainTyped, setSubdomainTyped] = useState(false);
  const form = useForm<FirmSignupValues>({ mode: 'controlled', initialValues, validate: validateFirmSignup });

  const setFirmName = (firmName: string): void => {
    form.setFieldValue('firmName', firmName);
    if (!subdomainTyped) form.setFieldValue('subdomain', subdomainFromName(firmName));
  };
  const setSubdomain = (typed: string): void => {
    setSubdomainTyped(typed !== '');
    form.setFieldValue('subdomain', subdomainInput(typed));
  };

  const create = async (values: FirmSignupValues): Promise<void> => {
    setBusy(true);
    try {
      const { firmId, ...salts } = await fetchFirmSignupSalts(values.username.trim(), values.email.trim());
      const body: FirmSignupBody = {
        firmId,
        firmName: values.firmName.trim(),
        subdomain: values.subdomain,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        username: values.username.trim(),
        phoneNumber: phoneToSend(values),
        ...(await deriveLogin(values, salts)),
      };
      const result = await signUpFirm(body);
      form.setValues({ password: '', passwordConfirm: '', pinCode: '', pinCodeConfirm: '' });
      clearToasts();
      onSignedUp(result);
    } catch (error) {
      const field = fieldOfRefusal(error);
      if (field) form.setFieldError(field, errorMessage(error));
      notifyOops(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  /** `subdomainRefused`: the server's answer of the availability check for the current subdomain, if it is taken. */
  const onSubmit = (event: FormEvent<HTMLFormElement>, subdomainRefused: string | null): void => {
    event.preventDefault();
    if (busy) return;
    const { hasErrors } = form.validate();
    if (!hasErrors && subdomainRefused) form.setFieldError('subdomain', subdomainRefused);
    if (hasErrors || subdomainRefused) notifyOops(messages.fillRequiredFields);
    else void create(form.getValues());
  };

  const errors = form.errors as FirmSignupErrors;
  return { form, busy, errors, setFirmName, setSubdomain, onSubmit };
}
