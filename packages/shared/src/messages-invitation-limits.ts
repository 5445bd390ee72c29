/** Refusals of invitation e-mails past their limits (ADR 0030); ours, the specification has none. */
export const invitationLimitMessages = {
  userLimit: 'You have sent too many invitations for now. You can send more in {wait}.',
  firmLimit: 'Your firm has sent too many invitations for now. You can send more in {wait}.',
  waitMinute: '1 minute',
  waitMinutes: '{count} minutes',
  waitHour: '1 hour',
  waitHours: '{count} hours',
} as const;
