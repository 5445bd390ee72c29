/** Invitation e-mails counted per sender and per firm (migration 0022_invitation_sends, ADR 0030). */
export interface InvitationSendsTables {
  invitation_sends: InvitationSendsTable;
}

/** How many invitation e-mails one counter (a user's id, or `firm`) sent in one window (`burst` or `day`) starting at `window_start`. */
export interface InvitationSendsTable {
  firm_id: string;
  counted_for: string;
  window_kind: string;
  window_start: string;
  sent: number;
}
