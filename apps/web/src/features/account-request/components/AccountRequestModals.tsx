import { useNavigate } from 'react-router';
import { AppType, appRoutes, messages } from '@guru/shared';
import { MessageModal } from '../../../components/MessageModal';
import type { AccountRequestModal } from '../hooks/useAccountRequestForm';

export interface AccountRequestModalsProps {
  app: AppType;
  modal: AccountRequestModal;
  onClose: () => void;
}

/**
 * The request form's modals (the specification's account request screen): "Notice" (required data), the relationship notice (its
 * OK goes to the password app's login there), and "Request Submitted" (OK goes to the app's login).
 */
export function AccountRequestModals({ app, modal, onClose }: AccountRequestModalsProps) {
  const navigate = useNavigate();
  const toLogin = () => navigate(appRoutes(app).login);
  return (
    <>
      <MessageModal opened={modal === 'required'} title={messages.requestNoticeTitle} onOk={onClose} onClose={onClose}>
        {messages.inputRequiredData}
      </MessageModal>
      <MessageModal
        opened={modal === 'relationship'}
        title={messages.requestNoticeTitle}
        onOk={app === AppType.password ? toLogin : onClose}
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
