import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  appRoutes,
  messages,
  formatMessage,
  appDisplayName,
  type AppType,
  type CurrentUser,
} from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops } from '../../../lib/notify';
import type { LoginPageState } from '../../auth';
import { acceptInvite } from '../api/signupApi';
import { clearPendingInvite, readPendingInvite } from '../lib/pendingInvite';
import { MessageModal } from '../../../components/MessageModal';

/**
 * Rendered in the signed-in area (ADR 0008): an invite remembered by the sign-up screen of this
 * tab is accepted once with the session just opened, then the person may go to the added app.
 */
export function PendingInviteAcceptor({ app, user }: { app: AppType; user: CurrentUser }) {
  const navigate = useNavigate();
  const [added, setAdded] = useState<AppType | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPendingInvite();
    if (!pending) return;
    clearPendingInvite();
    // Only clients accept invites; and an app the person is signed in to needs no invite.
    if (user.scope !== 'client' || pending.app === app) return;
    acceptInvite(app, pending.code).then(
      () => setAdded(pending.app),
      (error: unknown) => notifyOops(errorMessage(error)),
    );
  }, [app, user.scope]);

  if (!added) return null;
  const name = appDisplayName(added);
  const openAdded = () => {
    const state: LoginPageState = { username: user.username };
    navigate(appRoutes(added).login, { state });
  };
  return (
    <MessageModal
      opened
      title={messages.inviteAcceptedTitle}
      onOk={openAdded}
      onClose={() => setAdded(null)}
      secondary={{ label: messages.inviteAcceptedLater, onClick: () => setAdded(null) }}
      okLabel={formatMessage(messages.inviteAcceptedOpen, { app: name })}
    >
      {formatMessage(messages.inviteAcceptedText, { app: name })}
    </MessageModal>
  );
}
