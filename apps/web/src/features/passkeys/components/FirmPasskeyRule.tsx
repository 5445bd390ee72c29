import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeysMessages as pm, type AppType } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notify';
import { readFirmPasskeyPolicy, saveFirmPasskeyPolicy } from '../passkeysApi';
import { SettingsCard } from '../../../components/SettingsCard';

const policyKey = ['passkeys', 'firm-policy'] as const;

/** The firm's rule, set by its advisor (ADR 0044): a passkey for every advisor and second user. */
export function FirmPasskeyRule({ app, title }: { app: AppType; title: string }) {
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: policyKey, queryFn: () => readFirmPasskeyPolicy(app) });
  const save = useMutation({
    mutationFn: (requirePasskeys: boolean) => saveFirmPasskeyPolicy(app, requirePasskeys),
    onSuccess: (data) => {
      queryClient.setQueryData(policyKey, data);
      notifySuccess(pm.passkeysRequireSaved);
    },
  });
  return (
    <SettingsCard title={title}>
      <Switch
        label={pm.passkeysRequireLabel}
        description={pm.passkeysRequireHint}
        checked={policy.data?.requirePasskeys ?? false}
        disabled={!policy.isSuccess || save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
      <FormError message={save.isError ? errorMessage(save.error) : null} />
    </SettingsCard>
  );
}
