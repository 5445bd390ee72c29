import { useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  passkeysMessages as pm,
  accountSettingsMessages as m,
  type AppType,
  type PasskeySummary,
} from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notify';
import { passkeysQueryKey, renamePasskey } from '../passkeysApi';
import { PasskeyActions } from './PasskeyParts';

/** Rename one passkey (ADR 0044): a new name only, so no PIN is asked (nothing it protects changes). */
export function RenamePasskeyModal({
  app,
  passkey,
  onClose,
}: {
  app: AppType;
  passkey: PasskeySummary;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await renamePasskey(app, passkey.id, name.trim());
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey(app) });
      notifySuccess(pm.passkeysRenamed, m.settingsSavedTitle);
      onClose();
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={pm.passkeysRename} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={pm.passkeysName}
            value={name}
            maxLength={60}
            autoFocus
            disabled={busy}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <PasskeyActions
            error={error}
            busy={busy}
            label={pm.passkeysSaveName}
            disabled={name.trim() === '' || name.trim() === passkey.name}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
