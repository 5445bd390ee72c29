import { appRoutes, clientLimits, messages, appDisplayName, formatMessage, type AppType } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { MailMessage } from '../../infra/mail/mailer.js';
import type { FirmSummary } from '../firms/firms.repository.js';

export interface InviteMail {
  firm: FirmSummary;
  /** The inviting advisor's verified sender address; null when the client invites (second users). */
  replyTo: string | null;
  origin: string;
  email: string;
  code: string;
  appType: AppType;
  title?: string | undefined;
  note?: string | undefined;
  /** Who sent the invite (a second user's: the client, or the advisor for the client), a line before the link. */
  invitedBy?: string | undefined;
}

/** The sign-up link of an invite: `{origin}{appBase}/signup?code=…&email=…`. */
export function signupLink(origin: string, appType: AppType, code: string, email: string): string {
  return `${origin}${appRoutes(appType).signup}?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`;
}

/** The invite e-mail, sent now (queued, then delivered: ADR 0028). */
export async function sendInviteMail(ctx: AppContext, m: InviteMail): Promise<void> {
  await ctx.mailer.send(inviteMailMessage(m));
}

/** The invite e-mail: the advisor's subject and note, then the link; in the firm's name, replies to the inviting advisor. */
export function inviteMailMessage(m: InviteMail): MailMessage {
  const app = appDisplayName(m.appType);
  const note = m.note?.trim();
  const body = formatMessage(messages.inviteMailText, {
    app,
    days: clientLimits.inviteValidityDays,
    link: signupLink(m.origin, m.appType, m.code, m.email),
  });
  return {
    to: m.email,
    firmId: m.firm.id,
    fromName: m.firm.name,
    replyTo: m.replyTo,
    subject: m.title?.trim() || formatMessage(messages.inviteMailSubject, { firm: m.firm.name, app }),
    text: [note, m.invitedBy, body].filter((part) => !!part).join('\n\n'),
  };
}
