import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, messages, formatMessage, type AppType } from '@guru/shared';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { useBranding } from '../../../lib/branding';
import { useSignedIn } from '../../auth';
import { clientsKey } from '../api/clientQueries';
import { fetchSenderVerified, inviteClient, sendSenderVerification } from '../api/invitesApi';
import { inviteDefaults, type InviteFormValues } from '../lib/inviteDefaults';
import { notifyDone, notifyFailed } from '../lib/notify';

export type InviteStep = 'closed' | 'form' | 'verify';

/**
 * Invite new client / Send Invite (seed sections 2.7 and 4): the advisor's own address must be a
 * verified sender first; until it is, the verify-sender modal opens instead of sending.
 */
export function useInviteFlow(app: AppType) {
  const { app: session, user } = useSignedIn();
  const firmName = useBranding().data?.name ?? user.companyName;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<InviteStep>('closed');
  const [values, setValues] = useState<InviteFormValues>(() => inviteDefaults(app, firmName));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verificationSent, setVerificationSent] = useState(false);
  const [resend, setResend] = useState(false);

  const sendInvite = async (form: InviteFormValues): Promise<void> => {
    try {
      const result = await inviteClient(session, { ...form, email: form.email.trim(), appType: app });
      notifyDone(
        formatMessage(messages.clientsInvited, { email: result.email }),
        messages.clientsInvitedTitle,
      );
      setStep('closed');
      await queryClient.invalidateQueries({ queryKey: clientsKey });
    } catch (cause) {
      if (isApiError(cause, ErrorCode.SENDER_NOT_VERIFIED)) {
        setStep('verify');
        return;
      }
      setError(errorMessage(cause));
      setStep('form');
    }
  };

  const withBusy = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    values,
    error,
    busy,
    verificationSent,
    senderEmail: user.email,
    firmName,
    /** Whether the modal resends the invite of a Pending row (same call: a new invite replaces the open one). */
    resend,
    open: (email = '', again = false) => {
      setResend(again);
      setValues(inviteDefaults(app, firmName, email));
      setError(null);
      setStep('form');
    },
    close: () => setStep('closed'),
    back: () => {
      setError(null);
      setStep('form');
    },
    submit: (form: InviteFormValues) =>
      withBusy(async () => {
        setValues(form);
        setError(null);
        try {
          if (await fetchSenderVerified(session, user.email)) await sendInvite(form);
          else setStep('verify');
        } catch (cause) {
          setError(errorMessage(cause));
        }
      }),
    sendVerification: () =>
      withBusy(async () => {
        try {
          await sendSenderVerification(session, user.email);
          setVerificationSent(true);
          notifyDone(messages.senderVerifySent, messages.successfullyTitle);
        } catch (cause) {
          notifyFailed(cause);
        }
      }),
    confirmVerified: () =>
      withBusy(async () => {
        setError(null);
        try {
          if (await fetchSenderVerified(session, user.email)) await sendInvite(values);
          else setError(formatMessage(messages.senderVerifyStillPending, { email: user.email }));
        } catch (cause) {
          setError(errorMessage(cause));
        }
      }),
  };
}

export type InviteFlow = ReturnType<typeof useInviteFlow>;
