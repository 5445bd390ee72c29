import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { businessMessages, formatMessage, type ProviderInviteAdvisorBody } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import {
  inviteAdvisor,
  providerFirmsKey,
  recordPayment,
  runSubscriptionAction,
  setAdvisorDisabled,
  type PaymentInput,
  type SubscriptionAction,
} from '../api/providerApi';

/**
 * What the provider changes on one firm: each call shows its toast and reloads the firm lists; it
 * answers whether it succeeded, so a dialog closes only then.
 */
export function useFirmMutations(firmId: string, firmName: string) {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<void>, done: string): Promise<boolean> => {
    setBusy(key);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: providerFirmsKey });
      notifySuccess(done);
      return true;
    } catch (error) {
      notifyOops(errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    subscription: (action: SubscriptionAction) =>
      run(
        action.kind,
        () => runSubscriptionAction(app, firmId, action),
        formatMessage(businessMessages.subscriptionUpdated, { firm: firmName }),
      ),
    invite: (body: ProviderInviteAdvisorBody) =>
      run(
        'invite',
        () => inviteAdvisor(app, firmId, body).then(() => undefined),
        formatMessage(businessMessages.advisorInvited, { email: body.email }),
      ),
    payment: (input: PaymentInput) =>
      run('payment', () => recordPayment(app, firmId, input), businessMessages.paymentRecorded),
    advisor: (advisorId: string, name: string, isDisabled: boolean) =>
      run(
        `advisor:${advisorId}`,
        () => setAdvisorDisabled(app, firmId, advisorId, isDisabled),
        formatMessage(isDisabled ? businessMessages.advisorDisabled : businessMessages.advisorEnabled, {
          name,
        }),
      ),
  };
}

export type FirmMutations = ReturnType<typeof useFirmMutations>;
