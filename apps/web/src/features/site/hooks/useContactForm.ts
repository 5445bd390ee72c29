import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { contactMessageBody, type ContactTopic } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops } from '../../../lib/notify';
import { sendContactMessage } from '../api/siteApi';

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  topic: ContactTopic | '';
  message: string;
}

/** The contact form, checked with the server's schema, sent once; `sent` shows the thank-you. */
export function useContactForm(initialTopic: ContactTopic | '') {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', company: '', topic: initialTopic, message: '' },
    validate: schemaResolver(contactMessageBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    if (busy || values.topic === '') return;
    setBusy(true);
    try {
      await sendContactMessage({ ...values, topic: values.topic });
      form.reset();
      setSent(true);
    } catch (error) {
      notifyOops(errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return { form, busy, sent, submit, again: () => setSent(false) };
}
