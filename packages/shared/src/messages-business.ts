/**
 * Texts of the business side's screens in the web app: firm sign-up, the advisor's subscription and
 * branding, the provider console, and the advisor console's polish (resend invite, sender
 * verification page). All are ours: the specification shows none of these screens' wording.
 */
export const businessMessages = {
  // Client Management: Pending rows.
  resendInvite: 'Resend invite',
  resendInviteTitle: 'Resend the invitation',
  resendInviteNotice: 'A new invitation is e-mailed; the link of the earlier one stops working.',

  // The page opened from the sender verification e-mail.
  senderVerifyPageTitle: 'Sender e-mail address',
  senderVerifyChecking: 'Checking your verification link…',
  senderVerifiedTitle: 'Address verified',
  senderVerifyFailedTitle: 'Link not valid',
  senderVerifyToConsole: 'Go to the advisor console',
} as const;
