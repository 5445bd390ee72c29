import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  formatMessage,
  limits,
  passkeysMessages as pm,
  accountSettingsMessages as m,
  type AppType,
  type PasskeySummary,
} from '@guru/shared';
import { derivePasskeyKey, wrapUserKeyForPasskey } from '@guru/vault-crypto';
import { CodeInput } from '../../../components/CodeInput';
import { errorMessage } from '../../../lib/apiClient';
import { formatDateTimeUs } from '../../../lib/format';
import { getUserKey } from '../../../lib/keyStore';
import { notifySuccess } from '../../../lib/notify';
import { sessionQueryKey } from '../../../lib/sessionQueryKey';
import { PasskeyActions } from './PasskeyParts';
import { RenamePasskeyModal } from './RenamePasskeyModal';
import { SettingsCard } from '../../../components/SettingsCard';
import {
  listPasskeys,
  newPasskeyOptions,
  passkeysQueryKey,
  removePasskey,
  savePasskey,
  savePasskeyWrap,
  startAddingPasskey,
  verifyPasskeyCode,
} from '../passkeysApi';
import { signInOptions } from '../passkeyAloneApi';
import { createPasskey, getPasskeyAssertion } from '../ceremony';

/**
 * Account Settings, "Passkeys" (ADR 0044): the person's passkeys with their last use and whether each opens
 * the vault; Add (PIN, then the fresh code and a name, then the device's prompt) and Remove (PIN).
 */
/**
 * `holdsVault`: the person keeps a vault (clients, second users, third parties), so a passkey with PRF "opens
 * your vault"; staff (advisors, the provider's) read that it signs them in alone.
 */
export function PasskeysSection({
  app,
  required = false,
  holdsVault = true,
}: {
  app: AppType;
  required?: boolean;
  holdsVault?: boolean;
}) {
  const list = useQuery({ queryKey: passkeysQueryKey(app), queryFn: () => listPasskeys(app) });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const [renaming, setRenaming] = useState<PasskeySummary | null>(null);
  const passkeys = list.data?.passkeys ?? [];
  return (
    <SettingsCard title={pm.passkeysTitle} intro={pm.passkeysIntro}>
      <Stack gap="sm">
        {required && list.isSuccess && passkeys.length === 0 ? (
          <Alert color="orange" title={pm.passkeyRequiredTitle}>
            {pm.passkeyRequiredText}
          </Alert>
        ) : null}
        {list.isSuccess && passkeys.length === 0 ? <Text size="sm">{pm.passkeysNone}</Text> : null}
        {passkeys.map((passkey) => (
          <PasskeyRow
            key={passkey.id}
            passkey={passkey}
            holdsVault={holdsVault}
            onRename={() => setRenaming(passkey)}
            onRemove={() => setRemoving(passkey)}
          />
        ))}
        <Group>
          <Button variant="light" onClick={() => setAdding(true)}>
            {pm.passkeysAdd}
          </Button>
        </Group>
      </Stack>
      {adding ? <AddPasskeyModal app={app} onClose={() => setAdding(false)} /> : null}
      {renaming ? (
        <RenamePasskeyModal app={app} passkey={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      {removing ? (
        <RemovePasskeyModal app={app} passkey={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </SettingsCard>
  );
}

function PasskeyRow({
  passkey,
  holdsVault,
  onRename,
  onRemove,
}: {
  passkey: PasskeySummary;
  holdsVault: boolean;
  onRename: () => void;
  onRemove: () => void;
}) {
  const texts = holdsVault
    ? {
        badge: pm.passkeysUnlocksVault,
        alone: pm.passkeysUnlocksVaultHint,
        secondFactor: pm.passkeysSecondFactorOnly,
      }
    : {
        badge: pm.passkeysSignsInAlone,
        alone: pm.passkeysSignsInAloneHint,
        secondFactor: pm.passkeysStaffSecondFactorOnly,
      };
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="passkey-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>
            {passkey.unlocksVault ? (
              <Badge color="teal" variant="light">
                {texts.badge}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {formatMessage(pm.passkeysCreatedAt, { date: formatDateTimeUs(passkey.createdAt) })} ·{' '}
            {passkey.lastUsedAt
              ? formatMessage(pm.passkeysLastUsed, { date: formatDateTimeUs(passkey.lastUsedAt) })
              : pm.passkeysNeverUsed}
          </Text>
          <Text size="sm" c="dimmed">
            {passkey.unlocksVault ? texts.alone : texts.secondFactor}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" onClick={onRename}>
            {pm.passkeysRename}
          </Button>
          <Button variant="subtle" color="red" onClick={onRemove}>
            {pm.passkeysRemove}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * After a passkey is added or removed: the list, and the session, whose user says whether the firm's rule
 * still asks for one (the consoles open again once it is added).
 */
async function refreshAfterChange(queryClient: QueryClient, app: AppType) {
  await queryClient.invalidateQueries({ queryKey: passkeysQueryKey(app) });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey(app) });
}

/** The PRF key of the new passkey: from its creation, else from one sign-in ceremony with it. */
async function prfOutputOfNew(app: AppType, created: { prfOutput: Uint8Array | null }, credentialId: string) {
  if (created.prfOutput) return created.prfOutput;
  const options = await newSignInOptionsFor(app, credentialId);
  return (await getPasskeyAssertion(options)).prfOutput;
}

async function newSignInOptionsFor(app: AppType, credentialId: string): Promise<Record<string, unknown>> {
  const { options } = await signInOptions(app);
  return { ...options, allowCredentials: [{ id: credentialId, type: 'public-key' }] };
}

function AddPasskeyModal({ app, onClose }: { app: AppType; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'pin' | 'code'>('pin');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState<string>(pm.passkeysDefaultName);
  const [hint, setHint] = useState('');
  const [method, setMethod] = useState<'sms' | 'totp'>('sms');
  const [codeVerified, setCodeVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (cause) {
      setError(errorMessage(cause));
      setRound((r) => r + 1);
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const started = await startAddingPasskey(app, pin);
      setHint(started.phoneHint ?? '');
      setMethod(started.method);
      setStep('code');
    });

  const create = () =>
    run(async () => {
      if (name.trim() === '') throw new Error(pm.passkeysNameRequired);
      // The code is checked once: a closed device prompt is tried again without it (it stays verified 10 minutes).
      if (!codeVerified) {
        await verifyPasskeyCode(app, code);
        setCodeVerified(true);
      }
      const { options } = await newPasskeyOptions(app);
      const created = await createPasskey(options);
      const saved = await savePasskey(app, name.trim(), created.response);
      const userKey = getUserKey(app);
      if (saved.prfSupported && userKey) {
        const output = await prfOutputOfNew(app, created, created.response.id);
        if (output) {
          const key = await derivePasskeyKey(output);
          output.fill(0);
          try {
            await savePasskeyWrap(app, saved.id, await wrapUserKeyForPasskey(key, userKey));
          } finally {
            key.fill(0);
          }
        }
      }
      await refreshAfterChange(queryClient, app);
      notifySuccess(pm.passkeysAdded, m.settingsSavedTitle);
      onClose();
    });

  return (
    <Modal opened onClose={onClose} title={pm.passkeysAdd} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void (step === 'pin' ? start() : create());
        }}
      >
        <Stack gap="sm">
          {step === 'pin' ? (
            <>
              <Text size="sm">{pm.passkeysAddPinPrompt}</Text>
              <CodeInput
                key={`pin${round}`}
                length={limits.pinLength}
                masked
                label={m.settingsCurrentPin}
                autoFocus
                disabled={busy}
                invalid={!!error}
                onChange={setPin}
              />
            </>
          ) : (
            <>
              <Text size="sm">
                {method === 'totp'
                  ? pm.passkeysAddTotpPrompt
                  : formatMessage(pm.passkeysAddCodePrompt, { phone: hint })}
              </Text>
              <CodeInput
                key={`code${round}`}
                length={limits.twoFactorCodeLength}
                label={method === 'totp' ? pm.passkeysTotpCode : m.settingsSmsCode}
                autoFocus
                disabled={busy}
                invalid={!!error}
                onChange={setCode}
              />
              <TextInput
                label={pm.passkeysName}
                value={name}
                maxLength={60}
                disabled={busy}
                onChange={(e) => setName(e.currentTarget.value)}
              />
            </>
          )}
          <PasskeyActions
            error={error}
            busy={busy}
            label={step === 'pin' ? pm.passkeysAdd : pm.passkeysCreate}
            disabled={
              step === 'pin' ? pin.length !== limits.pinLength : code.length !== limits.twoFactorCodeLength
            }
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

function RemovePasskeyModal({
  app,
  passkey,
  onClose,
}: {
  app: AppType;
  passkey: PasskeySummary;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await removePasskey(app, passkey.id, pin);
      await refreshAfterChange(queryClient, app);
      notifySuccess(pm.passkeysRemoved, m.settingsSavedTitle);
      onClose();
    } catch (cause) {
      setError(errorMessage(cause));
      setRound((r) => r + 1);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={pm.passkeysRemoveTitle} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void remove();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{formatMessage(pm.passkeysRemovePinPrompt, { name: passkey.name })}</Text>
          <CodeInput
            key={round}
            length={limits.pinLength}
            masked
            label={m.settingsCurrentPin}
            autoFocus
            disabled={busy}
            invalid={!!error}
            onChange={setPin}
          />
          <PasskeyActions
            error={error}
            busy={busy}
            label={pm.passkeysRemove}
            disabled={pin.length !== limits.pinLength}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
