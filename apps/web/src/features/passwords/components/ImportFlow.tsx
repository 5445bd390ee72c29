import { useEffect, useState } from 'react';
import { Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import {
  XLSX_MIME_TYPE,
  messages,
  passwordsFieldLimits,
  passwordsSheetColumns,
  formatMessage,
} from '@guru/shared';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { useImportEntries } from '../hooks/usePasswordsMutations';
import { describeRowError, type ImportRowError } from '../lib/importRows';
import { notifyOops, notifySuccess, notifyPasswordsError } from '../lib/notify';
import { SpreadsheetReadError } from '../../../lib/spreadsheet';
import type { PasswordsFolderEntry } from '../lib/passwordsTypes';
import { askVaultWorker, prepareImportInWorker, vaultKeyGrant } from '../worker/vaultClient';
import type { ImportSummary } from '../worker/vaultWorkerProtocol';
import { useSignedIn } from '../../auth';
import { TransferProgress } from './TransferProgress';

export interface ImportFlowProps {
  opened: boolean;
  folders: readonly PasswordsFolderEntry[];
  onClose: () => void;
}

const ACCEPTED_FILES = `.xlsx,.xls,${XLSX_MIME_TYPE},application/vnd.ms-excel`;
const SHOWN_ERRORS = 15;
/** Shown only for work that lasts longer than this (ms). */
const PROGRESS_AFTER_MS = 300;

const importProgressText = (count: number): string =>
  count === 1
    ? messages.passwordsImportProgressOne
    : formatMessage(messages.passwordsImportProgress, { count });

/** The vault worker reads the file and checks every row; the rows stay there until they are sealed. */
async function readImportRows(file: File, userId: string): Promise<ImportSummary> {
  let summary: ImportSummary | null = null;
  const grant = await vaultKeyGrant(userId);
  await askVaultWorker({ kind: 'readImport', file, fileName: file.name, ...grant }, (message) => {
    if (message.kind === 'checked') summary = message.check;
  });
  if (!summary) throw new Error('the import file was not checked');
  return summary;
}

type CheckedFile = Extract<ImportSummary, { kind: 'ok' }>;

const existingText = (count: number): string =>
  count === 1
    ? messages.passwordsImportDuplicatesOne
    : formatMessage(messages.passwordsImportDuplicates, { count });

const importedText = (skipped: number): string => {
  if (skipped === 0) return messages.passwordsImportSuccess;
  return skipped === 1
    ? messages.passwordsImportSuccessSkippedOne
    : formatMessage(messages.passwordsImportSuccessSkipped, { count: skipped });
};

/**
 * Import from file (seed section 2 and 5): a notice to use the template, the file (xlsx / xls), a
 * check of every row, then all entries encrypted and sent in one batch. Nothing leaves in clear.
 */
export function ImportFlow({ opened, folders, onClose }: ImportFlowProps) {
  const { user } = useSignedIn();
  const importEntries = useImportEntries();
  /** A checked file some of whose rows the vault already holds: skip them or import them again? */
  const [existingAsked, setExistingAsked] = useState<CheckedFile | null>(null);
  const [reading, setReading] = useState(false);
  const [errors, setErrors] = useState<ImportRowError[] | null>(null);
  /** Entries to encrypt and save, and the share done (0-100), while the import runs. */
  const [saving, setSaving] = useState<{ count: number; percent: number } | null>(null);
  const busy = reading || importEntries.isPending;
  const showProgress = useDelayedFlag(busy, PROGRESS_AFTER_MS);

  useEffect(() => {
    if (opened) prepareImportInWorker();
  }, [opened]);

  const close = (): void => {
    setErrors(null);
    setExistingAsked(null);
    onClose();
  };

  const save = async (check: CheckedFile, skipExisting: boolean): Promise<void> => {
    setExistingAsked(null);
    const skipped = skipExisting ? check.existing : 0;
    const count = check.count - skipped;
    if (count === 0) {
      notifySuccess(messages.passwordsImportNothingNew);
      close();
      return;
    }
    setSaving({ count, percent: 0 });
    try {
      await importEntries.mutateAsync({
        folderNames: skipExisting ? check.folderNamesOfNew : check.folderNames,
        folders,
        skipExisting,
        onProgress: (done, total) =>
          setSaving({ count, percent: Math.round((done / Math.max(total, 1)) * 100) }),
      });
    } catch (error) {
      notifyPasswordsError(error);
      return;
    } finally {
      setSaving(null);
    }
    notifySuccess(importedText(skipped));
    close();
  };

  const handleFile = async (file: File | null): Promise<void> => {
    if (!file) return;
    if (!/\.xlsx?$/i.test(file.name)) {
      notifyOops(messages.passwordsImportFileType);
      return;
    }
    if (file.size > passwordsFieldLimits.importFileMaxBytes) {
      notifyOops(
        formatMessage(messages.passwordsImportFileTooLarge, {
          max: passwordsFieldLimits.importFileMaxBytes / 1_048_576,
        }),
      );
      return;
    }
    setReading(true);
    let check: ImportSummary;
    try {
      check = await readImportRows(file, user.id);
    } catch (error) {
      notifyOops(
        error instanceof SpreadsheetReadError ? messages.passwordsSpreadsheetUnreadable : messages.internal,
      );
      return;
    } finally {
      setReading(false);
    }
    if (check.kind === 'fileError') {
      notifyOops(check.message);
      return;
    }
    if (check.kind === 'rowErrors') {
      setErrors(check.errors);
      return;
    }
    if (check.existing > 0) setExistingAsked(check);
    else await save(check, false);
  };

  const chooseFile = (
    <FileButton onChange={(file) => void handleFile(file)} accept={ACCEPTED_FILES}>
      {(props) => (
        <Button {...props} loading={busy} leftSection={<IconFileSpreadsheet size={16} />}>
          {messages.passwordsChooseFile}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={errors ? messages.passwordsImportErrorsTitle : messages.passwordsImportNoticeTitle}
      size="lg"
      centered
      closeOnClickOutside={!busy}
    >
      <Stack gap="md">
        {errors ? (
          <>
            <Text>{messages.passwordsImportErrorsIntro}</Text>
            <List size="sm" spacing={4} data-testid="import-errors">
              {errors.slice(0, SHOWN_ERRORS).map((error) => (
                <List.Item key={`${error.row}-${error.field}`}>{describeRowError(error)}</List.Item>
              ))}
            </List>
            {errors.length > SHOWN_ERRORS && (
              <Text size="sm" c="dimmed">
                {formatMessage(messages.passwordsImportMoreErrors, { count: errors.length - SHOWN_ERRORS })}
              </Text>
            )}
          </>
        ) : existingAsked ? (
          <Text data-testid="import-existing">{existingText(existingAsked.existing)}</Text>
        ) : (
          <Text>
            {formatMessage(messages.passwordsImportNotice, { columns: passwordsSheetColumns.join(', ') })}
          </Text>
        )}
        {showProgress && (
          <TransferProgress
            label={saving ? importProgressText(saving.count) : messages.passwordsImportReading}
            value={saving ? saving.percent : null}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {messages.passwordsCancel}
          </Button>
          {existingAsked ? (
            <>
              <Button variant="default" onClick={() => void save(existingAsked, false)}>
                {messages.passwordsImportDuplicatesAgain}
              </Button>
              <Button onClick={() => void save(existingAsked, true)}>
                {messages.passwordsImportSkipDuplicates}
              </Button>
            </>
          ) : (
            chooseFile
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
