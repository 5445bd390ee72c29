import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { newsletterSignupBody } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops } from '../../../lib/notify';
import { subscribeNewsletter } from '../api/siteApi';

export interface NewsletterValues {
  firstName: string;
  lastName: string;
  company: string;
  website: string;
  email: string;
}

const emptyValues: NewsletterValues = { firstName: '', lastName: '', company: '', website: '', email: '' };

/**
 * The beta newsletter form: checked with the server's own schema (the specification's messages,
 * "This field is required" and "The email is invalid value"), then posted once.
 */
export function useNewsletterForm(onSubscribed: () => void) {
  const [busy, setBusy] = useState(false);
  const form = useForm<NewsletterValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: schemaResolver(newsletterSignupBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      await subscribeNewsletter(values);
      form.reset();
      onSubscribed();
    } catch (error) {
      notifyOops(errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return { form, busy, submit };
}
