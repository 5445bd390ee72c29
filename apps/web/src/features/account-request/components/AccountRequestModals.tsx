import { useNavigate } from 'react-router';
import { appRoutes, messages, type AppType } from '@guru/shared';
import { MessageModal } from '../../../components/MessageModal';
import type { AccountRequestModal } from '../hooks/useAccountRequestForm';

export interface AccountRequestModalsProps {
  app: AppType;
  modal: AccountRequestModal;
  onClose: () => void;
}

/**
 * The request form's modals (the specification's account request screen): "Notice" (required data), the
 * relationship notice, and "Request Submitted" (OK goes to the app's login). The relationship notice's OK
 * only closes it in both apps, so that what the visitor typed stays (ADR 0012; the seed's password app
 * went to its login and lost the form).
 */
export function AccountRequestModals({ app, modal, onClose }: AccountRequestModalsProps) {
  const navigate = useNavigate();
  const toLogin = () => navigate(appRoutes(app).login);
  return (
    <>
      <MessageModal
        opened={modal === 'required'}
        title={messages.requestNoticeTitle}
        onOk={onClose}
        onClose={onClose}
      >
        {messages.inputRequiredData}
      </MessageModal>
      <MessageModal
        opened={modal === 'relationship'}
        title={messages.requestNoticeTitle}
        onOk={onClose}
        onClose={onClose}
      >
        {messages.selectRelationship}
      </MessageModal>
      <MessageModal opened={modal === 'submitted'} title={messages.requestSubmittedTitle} onOk={toLogin}>
        {messages.requestSubmittedText}
      </MessageModal>
    </>
  );
}
