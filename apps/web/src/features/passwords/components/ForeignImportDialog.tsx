import { useState } from 'react';
import { Alert, Button, FileButton, Group, Modal, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { importFormatNames, importMessages as t } from '@guru/shared';
import { useForeignImport } from '../hooks/useForeignImport';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { foreignImportMaxBytes, importFormats, type ImportFormat } from '../import/formatIds';
import type { ImportPreview } from '../import/importPlan';
import { counted, fileErrorText } from '../import/importTexts';
import { notifyPasswordsError, notifySuccess } from '../lib/notify';
import { ForeignImportPreview } from './ForeignImportPreview';
import { TransferProgress } from './TransferProgress';

export interface ForeignImportDialogProps {
  opened: boolean;
  onClose: () => void;
}

const ACCEPTED_FILES = '.csv,.json,.xml,.1pux,.zip,text/csv,application/json,text/xml,application/zip';
const PROGRESS_AFTER_MS = 300;
const formatOptions = importFormats.map((format) => ({ value: format, label: importFormatNames[format] }));

interface Checked {
  file: File;
  /** The format read, and whether the user chose it (else it was detected). */
  format: ImportFormat | null;
  chosen: boolean;
  preview: ImportPreview;
  password: string;
}

/**
 * Import from another password manager: choose the file, see the format detected (and change it), give
 * the password of a protected export, see what will be imported, skipped and already there, then import.
 * Everything is read and encrypted in the vault worker.
 */
export function ForeignImportDialog({ opened, onClose }: ForeignImportDialogProps) {
  const work = useForeignImport();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [password, setPassword] = useState('');
  const [skipExisting, setSkipExisting] = useState(true);
  const busy = work.reading || work.saving !== null;
  const showProgress = useDelayedFlag(busy, PROGRESS_AFTER_MS);

  const close = (): void => {
    setChecked(null);
    setPassword('');
    setSkipExisting(true);
    onClose();
  };

  const read = async (
    file: File,
    format: ImportFormat | null,
    chosen: boolean,
    filePassword = '',
  ): Promise<void> => {
    try {
      const preview = await work.read(file, format, filePassword === '' ? undefined : filePassword);
      setChecked({ file, format: preview.format, chosen, preview, password: filePassword });
    } catch (error) {
      notifyPasswordsError(error);
    }
  };

  const save = async (preview: Extract<ImportPreview, { kind: 'ok' }>): Promise<void> => {
    const count = skipExisting ? preview.total - preview.existing : preview.total;
    try {
      const imported = await work.save(count, skipExisting);
      notifySuccess(counted(imported, t.importedOne, t.importedMany));
      close();
    } catch (error) {
      notifyPasswordsError(error);
    }
  };

  const preview = checked?.preview;
  const needsPassword =
    preview?.kind === 'error' && (preview.reason === 'passwordNeeded' || preview.reason === 'wrongPassword');
  const errorText = preview?.kind === 'error' ? fileErrorText(preview, foreignImportMaxBytes) : null;
  const ready = preview?.kind === 'ok' ? preview : null;
  const importCount = ready ? (skipExisting ? ready.total - ready.existing : ready.total) : 0;

  const fileButton = (
    <FileButton
      onChange={(file) => {
        if (file) void read(file, null, false);
      }}
      accept={ACCEPTED_FILES}
    >
      {(props) => (
        <Button
          {...props}
          variant={checked ? 'default' : 'filled'}
          loading={work.reading && !checked}
          disabled={busy}
          leftSection={<IconFileImport size={16} />}
        >
          {checked ? t.chooseOtherFile : t.chooseFile}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.importTitle}
      size="lg"
      centered
      closeOnClickOutside={!busy}
    >
      <Stack gap="md">
        <Text size="sm">{t.importIntro}</Text>
        {checked && (
          <Select
            label={t.formatLabel}
            description={checked.chosen ? t.formatChosen : checked.format ? t.formatDetected : undefined}
            data={formatOptions}
            value={checked.format}
            allowDeselect={false}
            disabled={busy}
            data-testid="import-format"
            onChange={(value) => {
              if (value) void read(checked.file, value as ImportFormat, true, checked.password);
            }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {needsPassword && checked && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void read(checked.file, checked.format, checked.chosen, password);
            }}
          >
            <Stack gap="xs">
              <Text size="sm">{t.passwordIntro}</Text>
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <PasswordInput
                  label={t.passwordLabel}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  autoComplete="off"
                  style={{ flex: 1 }}
                  data-autofocus
                />
                <Button type="submit" loading={work.reading} disabled={password === ''}>
                  {t.open}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {errorText !== null && (
          <Alert color="red" variant="light" data-testid="import-file-error">
            {errorText}
          </Alert>
        )}
        {ready && (
          <ForeignImportPreview
            preview={ready}
            skipExisting={skipExisting}
            onSkipExistingChange={setSkipExisting}
          />
        )}
        {ready && ready.total > 0 && importCount === 0 && (
          <Text size="sm" fw={500} data-testid="import-nothing-new">
            {t.nothingNew}
          </Text>
        )}
        {showProgress && (
          <TransferProgress
            label={work.saving ? counted(work.saving.count, t.importingOne, t.importingMany) : t.reading}
            value={work.saving ? work.saving.percent : null}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {t.cancel}
          </Button>
          {fileButton}
          {ready && importCount > 0 && (
            <Button onClick={() => void save(ready)} loading={work.saving !== null} disabled={busy}>
              {counted(importCount, t.importOne, t.importMany)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
