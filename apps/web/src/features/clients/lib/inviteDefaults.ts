import { AppType, messages, formatMessage } from '@guru/shared';

export interface InviteFormValues {
  email: string;
  title: string;
  note: string;
}

/**
 * The invite modal's starting values (seed section 2.7): the subject and text differ per app; the
 * Password Guru subject names the advisor's company.
 */
export function inviteDefaults(app: AppType, firmName: string, email = ''): InviteFormValues {
  const firm = firmName.trim() === '' ? messages.productName : firmName;
  const isPassword = app === AppType.password;
  return {
    email,
    title: isPassword
      ? formatMessage(messages.inviteSubjectPassword, { firm })
      : messages.inviteSubjectDocuments,
    note: formatMessage(isPassword ? messages.inviteNotePassword : messages.inviteNoteDocuments, { firm }),
  };
}
