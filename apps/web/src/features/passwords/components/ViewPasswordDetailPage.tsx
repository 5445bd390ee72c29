import { useState } from 'react';
import { Alert, Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AppType, messages, passwordsIdSchema, appDisplayName } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { isApiError } from '../../../lib/apiClient';
import { useSignedIn } from '../../auth';
import { usePasswordsEntry, usePasswordsFolders } from '../hooks/usePasswordsData';
import { usePinConfirmedState } from '../hooks/usePinConfirmedState';
import { useConfirmViewPin } from '../hooks/useViewGate';
import { passwordsErrorMessage } from '../lib/notify';
import { readSkipPin } from '../../../lib/skipPinPreference';
import { passwordsDashboardPath } from '../lib/passwordsRoutes';
import { EditEntryModal } from './EditEntryModal';
import { PasswordDetailCard } from './PasswordDetailCard';
import { PinModal } from '../../../components/PinModal';

/** /password-management/view-password-detail?id={id} (route name password-management-view-password-detail). */
export function ViewPasswordDetailPage() {
  const { user } = useSignedIn();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  if (user.scope !== 'client') return <Navigate to={passwordsDashboardPath} replace />;
  return (
    <SignedInLayout title={appDisplayName(AppType.password)}>
      <Stack gap="md" maw={760} mx="auto">
        <Anchor component={Link} to={passwordsDashboardPath} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {messages.passwordsBackToDashboard}
          </Group>
        </Anchor>
        {passwordsIdSchema.safeParse(id).success ? (
          <GatedDetail key={id} id={id} />
        ) : (
          <Alert color="red" icon={<IconAlertCircle />}>
            {messages.passwordsPasswordNotFound}
          </Alert>
        )}
      </Stack>
    </SignedInLayout>
  );
}

/** Opened from the dashboard after the PIN, or directly when the user opted out of the PIN. */
function GatedDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const pinConfirmed = usePinConfirmedState(id);
  const [allowed, setAllowed] = useState(() => pinConfirmed || readSkipPin());
  const confirmViewPin = useConfirmViewPin();

  if (allowed) return <DetailContent id={id} />;
  return (
    <PinModal
      opened
      eachTimeLabel={messages.passwordsPinEachTime}
      onSubmit={async (pinCode, eachTime) => {
        const result = await confirmViewPin(pinCode, eachTime);
        if (result.ok) setAllowed(true);
        return result.done;
      }}
      onCancel={() => navigate(passwordsDashboardPath)}
    />
  );
}

function DetailContent({ id }: { id: string }) {
  const entry = usePasswordsEntry(id);
  const folders = usePasswordsFolders();
  const [editing, setEditing] = useState(false);

  if (entry.isError || folders.isError) {
    const error = entry.error ?? folders.error;
    const text = isApiError(error, 'NOT_FOUND')
      ? messages.passwordsPasswordNotFound
      : passwordsErrorMessage(error);
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {text}
      </Alert>
    );
  }
  // The form appears only once the record has loaded (seed section 2).
  if (!entry.data || !folders.data) {
    return (
      <Center py="xl">
        <Loader aria-label={messages.passwordsPasswordDetail} />
      </Center>
    );
  }
  const { folderId } = entry.data;
  const folderName =
    folderId === null
      ? messages.passwordsFolderNone
      : (folders.data.find((folder) => folder.id === folderId)?.name ?? '');
  return (
    <>
      <PasswordDetailCard entry={entry.data} folderName={folderName} onEdit={() => setEditing(true)} />
      <EditEntryModal
        entryId={editing ? id : null}
        onClose={() => {
          setEditing(false);
          // Closing the edit modal reloads the record (seed section 2).
          void entry.refetch();
        }}
      />
    </>
  );
}
