import crypto from 'node:crypto';
import type { AccessLevel } from './access-level.js';

/**
 * The authorization matrix (authorization-matrix.api.test.ts): every route of the API against every
 * kind of caller. The expected outcome of a cell is derived from the route's access level and from
 * whose data its sample request names (`on`); `expect` overrides a cell where the route answers
 * otherwise on purpose. A route missing here fails the test: declare it with the level's default
 * (`{}`), say whose data it names, and give a sample request where it needs ids or a body the
 * generated one does not satisfy.
 */

export const callerNames = [
  'anonymous',
  /** Client A of firm 1: the victim whose ids fill every request. */
  'clientA',
  /** Client B of the same firm. */
  'clientB',
  /** A second user of client A. */
  'secondUserA',
  /** A third-party user with a Documents Guru share of client A's. */
  'thirdParty',
  /** The advisor of firm 1. */
  'advisorA',
  /** The advisor of firm 2. */
  'advisorOther',
  'provider',
  /** Client A signed in (password and code) whose PIN was not entered. */
  'beforePin',
  /** Client A's fully signed-in session sent to firm 2's host. */
  'otherHost',
] as const;
export type CallerName = (typeof callerNames)[number];

/**
 * - `allowed`: not 401/403/404 (nor 5xx);
 * - `refused`: 401, 403 or 404, and the database unchanged;
 * - `unchanged`: any answer but 5xx, and the database unchanged (ids out of the caller's reach are skipped);
 * - `answered`: any answer but 5xx (public routes: their own rules, not the caller, decide);
 * - a number: exactly that status.
 */
export type Outcome = 'allowed' | 'refused' | 'unchanged' | 'answered' | number;

/** Cells whose calls must leave the database as it was. */
export function mustNotWrite(outcome: Outcome): boolean {
  return (
    outcome === 'refused' || outcome === 'unchanged' || outcome === 401 || outcome === 403 || outcome === 404
  );
}

/**
 * Whose data a request names, and so who may reach it:
 * - vault: client A's Password Guru entries and folders (client A only);
 * - space: the shared area of client A's documents (client A, the second user, the firm's advisor);
 * - private: client A's private area (client A and the second user);
 * - shared: an item of client A's shared with the third party (and the space's people);
 * - client: client A as a client of firm 1 (the firm's advisor; client A where the level admits them);
 * - firm: firm 1 or the provider's spare firm (the provider).
 */
export type Victim = 'vault' | 'space' | 'private' | 'shared' | 'client' | 'firm';

const reachOf: Record<Victim, readonly CallerName[]> = {
  vault: ['clientA'],
  space: ['clientA', 'secondUserA', 'advisorA'],
  private: ['clientA', 'secondUserA'],
  shared: ['clientA', 'secondUserA', 'advisorA', 'thirdParty'],
  client: ['clientA', 'advisorA'],
  firm: ['provider'],
};

/** The ids of the world the samples name (built by authorization-matrix.world.ts). */
export interface MatrixIds {
  firmId: string;
  spareFirmId: string;
  spareAdvisorId: string;
  clientA: string;
  secondUserA: string;
  /** Throwaway items each caller allowed to delete them deletes on its own (client A's, or the firm's). */
  doomed: Record<'clientA' | 'advisorA', { secondUser: string }> &
    Record<'clientA' | 'secondUserA' | 'advisorA', { file: string; folder: string }>;
  disabledSecondUser: string;
  doomedClient: string;
  disabledClient: string;
  entry: string;
  entryEnvelopes: { summary: string; secret: string };
  doomedEntry: string;
  doomedMultiEntry: string;
  folder: string;
  folderData: string;
  doomedFolder: string;
  privateFile: string;
  sharedFile: string;
  sharedWithThirdParty: string;
  sharedFolder: string;
  unshareFile: string;
  unshareFolder: string;
  thirdPartyEmail: string;
  uploadToPatch: string;
  uploadToDelete: string;
  uploadToHead: string;
  /** The advisor of firm 1, whose id names the firm's public logo. */
  advisorA: string;
  /** Each client's current authKey (their own salt), for the steps that ask for the current password. */
  authKeys: Partial<Record<CallerName, string>>;
  /** A real PNG (photos, logos). */
  png: Buffer;
}

export interface SampleRequest {
  /** Path parameters (else none are filled: the route has none). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON body (else one generated from the route's body schema), or raw bytes with their type. */
  body?: unknown;
  raw?: { payload: Buffer; contentType: string };
  headers?: Record<string, string>;
}

export interface RouteDeclaration {
  /** Whose data the sample names: callers outside its reach are refused. */
  on?: Victim;
  /** Cells that differ from the derived outcome, each with its reason in a comment. */
  expect?: Partial<Record<CallerName, Outcome>>;
  request?: (ids: MatrixIds, caller: CallerName) => SampleRequest;
  /** Runs after every other route, in this order (it moves on or ends a caller's session). */
  last?: number;
}

const signedIn: readonly CallerName[] = [
  'clientA',
  'clientB',
  'secondUserA',
  'thirdParty',
  'advisorA',
  'advisorOther',
  'provider',
];

/** The callers a level lets through, on their own data (no caller of the matrix is at the second-factor stage). */
function admittedBy(level: Exclude<AccessLevel, { access: 'public' }>): readonly CallerName[] {
  switch (level.access) {
    case 'signedIn':
      if (level.stage === 'second_factor') return [];
      return level.stage === 'pin' ? [...signedIn, 'beforePin'] : signedIn;
    case 'appClient':
      return ['clientA', 'clientB', 'secondUserA'];
    case 'advisor':
      return ['advisorA', 'advisorOther'];
    case 'documentsUser':
      return ['clientA', 'clientB', 'secondUserA', 'thirdParty', 'advisorA', 'advisorOther'];
    case 'provider':
      return ['provider'];
  }
}

/** The expected outcome of one cell. */
export function expectedOutcome(
  level: AccessLevel,
  declaration: RouteDeclaration,
  caller: CallerName,
): Outcome {
  const override = declaration.expect?.[caller];
  if (override !== undefined) return override;
  if (level.access === 'public') return 'answered';
  const admitted = admittedBy(level).includes(caller);
  const reached = !declaration.on || reachOf[declaration.on].includes(caller);
  return admitted && reached ? 'allowed' : 'refused';
}

export function outcomeMatches(outcome: Outcome, status: number): boolean {
  if (status >= 500) return false;
  const refused = status === 401 || status === 403 || status === 404;
  if (outcome === 'answered' || outcome === 'unchanged') return true;
  if (outcome === 'allowed') return !refused;
  if (outcome === 'refused') return refused;
  return status === outcome;
}

const everyone = (outcome: Outcome) =>
  Object.fromEntries(callerNames.map((c) => [c, outcome])) as Record<CallerName, Outcome>;
const everySignedIn = (outcome: Outcome) =>
  Object.fromEntries(signedIn.map((c) => [c, outcome])) as Partial<Record<CallerName, Outcome>>;
/** Staff only (TOTP recovery codes): clients, second users and third parties are refused. */
const staffOnly: Partial<Record<CallerName, Outcome>> = {
  clientA: 'refused',
  clientB: 'refused',
  secondUserA: 'refused',
  thirdParty: 'refused',
};
/** Only advisors share, see recipients and export activity: the client and the second user are refused. */
const advisorsOnly: Partial<Record<CallerName, Outcome>> = { clientA: 'refused', secondUserA: 'refused' };
/** An upload in progress is its uploader's (client A's): the second user and the advisor are refused. */
const uploaderOnly: Partial<Record<CallerName, Outcome>> = { secondUserA: 'refused', advisorA: 'refused' };
const newEnvelope = () => `v1.${'A'.repeat(16)}.${'B'.repeat(43)}`;

const P = '/pass-api/api/v1';
const B = '/be/api';
const id = (value: string) => ({ id: value });
const pin = { pinCode: '1234' };

/** Every route of the API, by `METHOD /path` as registered. */
export const routeDeclarations: Record<string, RouteDeclaration> = {
  // Sign-in chain.
  [`POST ${P}/auth/prelogin`]: {},
  [`POST ${P}/auth/passwordapp/login`]: {},
  [`POST ${P}/auth/documentvault/login`]: {},
  [`GET ${P}/auth/session`]: { request: () => ({ query: { appType: 'passwordguru' } }) },
  [`POST ${P}/auth/logout`]: { last: 2, request: () => ({ body: { appType: 'passwordguru' } }) },
  [`POST ${P}/auth/verify-code`]: {},
  [`POST ${P}/auth/passwordapp/verifyBarCodePassword`]: {},
  [`POST ${P}/auth/resend-2fa`]: {},
  [`POST ${P}/auth/access-code-login`]: {
    last: 1,
    request: () => ({ body: { ...pin, appType: 'passwordguru' } }),
  },
  [`POST ${P}/auth/access-code`]: { request: () => ({ body: { ...pin, appType: 'passwordguru' } }) },
  [`POST ${P}/auth/heartbeat`]: {},
  [`POST ${P}/auth/unlock-secret`]: {},
  [`POST ${P}/auth/unlock-account`]: {},
  [`GET ${P}/public/branding`]: {},
  [`GET ${P}/users/currentUser`]: {},
  [`POST ${P}/auth/totp-recovery-codes/sign-in`]: {},
  [`POST ${P}/auth/totp-recovery-codes/first`]: {},
  [`GET ${P}/auth/totp-recovery-codes`]: { expect: staffOnly },
  [`POST ${P}/auth/totp-recovery-codes/new`]: { expect: staffOnly },

  // Password Guru: the vault of the caller; ids of client A's reach client A alone.
  [`GET ${P}/accountManagements/me`]: {},
  [`GET ${P}/accountManagements/me/summaries`]: {},
  [`GET ${P}/accountManagements/me/places`]: {},
  [`POST ${P}/accountManagements`]: {
    request: () => ({
      body: { id: crypto.randomUUID(), folderId: null, summary: newEnvelope(), secret: newEnvelope() },
    }),
  },
  // Another owner's ids are skipped: client B's and the second user's calls delete nothing.
  [`DELETE ${P}/accountManagements/multi`]: {
    on: 'vault',
    expect: { clientB: 'unchanged', secondUserA: 'unchanged' },
    request: (w) => ({ body: { ids: [w.doomedMultiEntry], folderIds: [] } }),
  },
  [`POST ${P}/accountManagements/import`]: { request: () => ({ body: { folders: [], items: [] } }) },
  [`GET ${P}/accountManagements/folders`]: {},
  [`POST ${P}/accountManagements/folders`]: {},
  [`PUT ${P}/accountManagements/folders/:id`]: {
    on: 'vault',
    request: (w) => ({ params: id(w.folder), body: { data: w.folderData } }),
  },
  [`DELETE ${P}/accountManagements/folders/:id`]: {
    on: 'vault',
    request: (w) => ({ params: id(w.doomedFolder), body: pin }),
  },
  [`GET ${P}/accountManagements/:id`]: { on: 'vault', request: (w) => ({ params: id(w.entry) }) },
  [`PUT ${P}/accountManagements/:id`]: {
    on: 'vault',
    request: (w) => ({ params: id(w.entry), body: { folderId: null, ...w.entryEnvelopes } }),
  },
  [`DELETE ${P}/accountManagements/:id`]: { on: 'vault', request: (w) => ({ params: id(w.doomedEntry) }) },
  [`GET ${P}/accountManagements/template`]: {},
  [`POST ${P}/accountManagements/sendTemplateFile`]: {},

  // Client Management (advisor console): client A and the firm's throwaway clients.
  [`GET ${P}/users/documentVaultUsers`]: {},
  [`GET ${P}/users/exportExcel`]: {},
  // Ids of another firm's clients are skipped: the other firm's advisor changes nothing.
  [`PUT ${P}/users/disabled`]: {
    on: 'client',
    expect: { advisorOther: 'unchanged' },
    request: (w) => ({ body: { ids: [w.disabledClient], isDisabled: true } }),
  },
  [`PUT ${P}/users/:id/disabled`]: {
    on: 'client',
    request: (w) => ({ params: id(w.disabledClient), body: { isDisabled: true } }),
  },
  [`DELETE ${P}/users/:id`]: { on: 'client', request: (w) => ({ params: id(w.doomedClient) }) },
  [`POST ${P}/users/:id/resetPassword`]: {
    on: 'client',
    request: (w) => ({ params: id(w.clientA), body: { appType: 'passwordguru' } }),
  },
  [`PUT ${P}/docVaults/updateEnableFAEmailNotification`]: {
    on: 'client',
    request: (w) => ({ body: { userId: w.clientA, enableNotification: true } }),
  },
  [`GET ${P}/users/verifyStatusSendingEmail`]: {
    request: () => ({ query: { email: 'matrix-sender@example.com' } }),
  },
  [`POST ${P}/users/sendVerifyAwsSesEmail`]: {
    request: () => ({ body: { email: 'matrix-sender@example.com' } }),
  },
  [`PUT ${P}/users/invite`]: {
    request: () => ({ body: { email: 'matrix-invitee@example.com', appType: 'passwordguru' } }),
  },
  [`POST ${P}/users/getInviteCodeInfo`]: { request: () => ({ body: { code: 'matrix-unknown-code' } }) },

  // Second users of client A.
  [`GET ${P}/docVaults/getSecondUsers`]: {
    on: 'client',
    request: (w) => ({ query: { mainUserId: w.clientA } }),
  },
  [`POST ${P}/users/inviteSecondUser`]: {
    on: 'client',
    request: (w) => ({
      body: { emails: ['matrix-second@example.com'], appType: 'passwordguru', clientId: w.clientA },
    }),
  },
  [`POST ${P}/users/deleteSecondUser`]: {
    on: 'client',
    request: (w, c) => ({ body: { userId: doomedOf(w, c).secondUser, clientId: w.clientA } }),
  },
  [`POST ${P}/users/disableSecondUser`]: {
    on: 'client',
    request: (w) => ({ body: { userId: w.disabledSecondUser, clientId: w.clientA, isDisabled: true } }),
  },

  // Sign-up and account requests.
  [`POST ${P}/auth/signup`]: {},
  [`POST ${P}/auth/signup/phone-code`]: {},
  [`POST ${P}/auth/signup/username-available`]: {},
  [`POST ${P}/auth/signup/phone-verify`]: {},
  // An unknown invite code: INVITE_INVALID (404) for everyone signed in.
  [`POST ${P}/auth/accept-invite`]: {
    expect: everySignedIn(404),
    request: () => ({ body: { code: 'matrix-unknown-code' } }),
  },
  [`POST ${P}/auth/request-user`]: {},
  [`POST ${P}/auth/documents-guru/request-user`]: {},

  // Documents Guru: client A's space.
  [`GET ${P}/docVaults/me`]: {
    on: 'space',
    request: (w) => ({ query: { clientId: w.clientA, isFilterShareFA: 'true' } }),
  },
  [`GET ${P}/docVaults/folders`]: {
    on: 'private',
    request: (w) => ({ query: { clientId: w.clientA, isFilterShareFA: 'false' } }),
  },
  [`POST ${P}/docVaults/folders`]: {
    on: 'space',
    request: (w) => ({ body: { name: 'Matrix folder', clientId: w.clientA, isShareFA: true } }),
  },
  [`PUT ${P}/docVaults/folders/:id`]: {
    on: 'space',
    request: (w) => ({ params: id(w.sharedFolder), body: { name: 'For my advisor', note: '' } }),
  },
  [`DELETE ${P}/docVaults/folders/:id`]: {
    on: 'space',
    request: (w, c) => ({ params: id(doomedOf(w, c).folder), body: pin }),
  },
  [`GET ${P}/docVaults/checkFileName`]: {
    on: 'space',
    request: (w) => ({ query: { fileName: 'statement.pdf', clientId: w.clientA } }),
  },
  [`PUT ${P}/docVaults/documents/:id`]: {
    on: 'space',
    request: (w) => ({ params: id(w.sharedFile), body: { fileName: 'statement.pdf' } }),
  },
  [`DELETE ${P}/docVaults/deleteDocument`]: {
    on: 'space',
    request: (w, c) => ({ body: { ids: [doomedOf(w, c).file], ...pin } }),
  },
  [`GET ${P}/docVaults/downloadDocument`]: {
    on: 'shared',
    request: (w) => ({ query: id(w.sharedWithThirdParty) }),
  },
  [`GET ${P}/docVaults/activity`]: {
    on: 'private',
    request: (w) => ({ query: { id: w.privateFile, type: 'file' } }),
  },
  [`GET ${P}/docVaults/activity/export`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({ query: { clientId: w.clientA } }),
  },
  [`GET ${P}/docVaults/clients/:id`]: { on: 'space', request: (w) => ({ params: id(w.clientA) }) },
  [`POST ${P}/docVaults/uploads`]: {
    on: 'space',
    request: (w) => ({ headers: tusCreate(w.clientA) }),
  },
  [`PATCH ${P}/docVaults/uploads/:id`]: {
    on: 'space',
    expect: uploaderOnly,
    request: (w) => ({
      params: id(w.uploadToPatch),
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0' },
      raw: { payload: Buffer.from('%PDF-'), contentType: 'application/offset+octet-stream' },
    }),
  },
  [`HEAD ${P}/docVaults/uploads/:id`]: {
    on: 'space',
    expect: uploaderOnly,
    request: (w) => ({ params: id(w.uploadToHead), headers: { 'tus-resumable': '1.0.0' } }),
  },
  [`DELETE ${P}/docVaults/uploads/:id`]: {
    on: 'space',
    expect: uploaderOnly,
    request: (w) => ({ params: id(w.uploadToDelete), headers: { 'tus-resumable': '1.0.0' } }),
  },
  [`OPTIONS ${P}/docVaults/uploads`]: {},
  [`GET ${P}/docVaults/getShareUsers`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({ query: { type: 'file', id: w.sharedWithThirdParty } }),
  },
  [`POST ${P}/docVaults/shareDocument`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({
      body: { emails: [w.thirdPartyEmail], type: 'file', id: w.sharedFile, clientId: w.clientA },
    }),
  },
  [`DELETE ${P}/docVaults/unshareDocument`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({ body: { type: 'file', id: w.unshareFile, email: w.thirdPartyEmail } }),
  },
  [`POST ${P}/docVaults/unshareDocument`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({ body: { type: 'folder', id: w.unshareFolder, email: w.thirdPartyEmail } }),
  },

  // Forgotten password, Reset PIN.
  [`POST ${P}/auth/forgot-password`]: {},
  [`POST ${P}/auth/reset-password/status`]: {},
  [`POST ${P}/auth/reset-password/send-code`]: {},
  [`POST ${P}/auth/reset-password/verify`]: {},
  [`POST ${P}/auth/reset-password/recovery-key`]: {},
  [`POST ${P}/auth/reset-password/complete`]: {},
  // Reset PIN by phone is the clients' (staff reset theirs otherwise).
  [`POST ${P}/auth/forgot-pin-code`]: {
    expect: { advisorA: 'refused', advisorOther: 'refused', provider: 'refused' },
  },
  [`POST ${P}/auth/verify-2fa-code`]: {},
  [`POST ${P}/auth/forgot-pin-code/resend`]: {},
  [`POST ${P}/auth/forgot-pin-code/email`]: {},
  [`POST ${P}/auth/reset-pin-code-via-email`]: {},
  [`POST ${P}/auth/reset-pin-code-via-email/verify`]: {},
  [`POST ${P}/auth/reset-pin-code-via-email/resend`]: {},

  // Account settings and emergency access: the caller's own row, per app.
  ...perApp((app) => ({
    [`GET ${P}/account-settings/${app}`]: {},
    [`PUT ${P}/account-settings/${app}`]: {},
    [`PUT ${P}/account-settings/${app}/idle-times`]: {
      request: () => ({ body: { pinTimeInMinute: 10, logoutTimeInMinute: 30 } }),
    },
    [`PUT ${P}/account-settings/${app}/photo`]: {
      request: (w) => ({ raw: { payload: w.png, contentType: 'image/png' } }),
    },
    [`GET ${P}/account-settings/${app}/photo`]: {},
    [`POST ${P}/account-settings/${app}/phone/start`]: {
      request: () => ({ body: { phoneNumber: '+12025550143' } }),
    },
    [`POST ${P}/account-settings/${app}/phone/confirm`]: {},
    [`POST ${P}/account-settings/${app}/password/start`]: {
      request: (w, caller) => ({ body: { authKey: w.authKeys[caller] ?? 'A'.repeat(44) } }),
    },
    [`POST ${P}/account-settings/${app}/pin/start`]: { request: () => ({ body: { pinCode: '9999' } }) },
    [`POST ${P}/account-settings/${app}/verify-code`]: {},
    [`POST ${P}/account-settings/${app}/resend-code`]: {},
    [`POST ${P}/account-settings/${app}/password`]: {},
    [`POST ${P}/account-settings/${app}/pin`]: {},
    [`POST ${P}/account-settings/${app}/recovery-code`]: {
      request: () => ({
        body: { pinCode: '9999', recoveryUserKey: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA' },
      }),
    },
    [`GET ${P}/emergency/${app}/contact`]: {},
    [`POST ${P}/emergency/${app}/contact`]: {},
    // No contact saved, no request waiting: nothing to remove or refuse (404) for the app's clients.
    [`POST ${P}/emergency/${app}/contact/remove`]: {
      expect: { clientA: 404, clientB: 404, secondUserA: 404 },
    },
    [`POST ${P}/emergency/${app}/requests/refuse`]: {
      expect: { clientA: 404, clientB: 404, secondUserA: 404 },
    },
  })),
  [`POST ${P}/public/emergency/request`]: {},
  [`POST ${P}/public/emergency/verify`]: {},
  [`POST ${P}/public/emergency/takeover`]: {},
  [`POST ${P}/public/emergency/refuse`]: {},

  // Firm: branding, subscription, the provider's console.
  [`GET ${B}/public/getUserCompanyAvatar/:file`]: {
    request: (w) => ({ params: { file: `${w.advisorA}.png` } }),
  },
  [`GET ${B}/accounts/getCurrentUserInfo`]: {},
  [`GET ${B}/firm/branding`]: {},
  [`PUT ${B}/firm/branding`]: { request: () => ({ body: { companyName: 'Firm demo' } }) },
  [`PUT ${B}/firm/branding/logo`]: {
    request: (w) => ({ raw: { payload: w.png, contentType: 'image/png' } }),
  },
  [`DELETE ${B}/firm/branding/logo`]: {},
  [`GET ${B}/subscription`]: {},
  [`POST ${B}/subscription/checkout`]: {},
  [`GET ${B}/admin/firms`]: {},
  [`POST ${B}/admin/firms`]: {},
  [`GET ${B}/admin/firms/:firmId`]: { on: 'firm', request: (w) => ({ params: { firmId: w.firmId } }) },
  [`GET ${B}/admin/firms/:firmId/payments`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.firmId } }),
  },
  [`POST ${B}/admin/firms/:firmId/payments`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.spareFirmId } }),
  },
  [`POST ${B}/admin/firms/:firmId/subscription/activate`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.spareFirmId } }),
  },
  [`POST ${B}/admin/firms/:firmId/subscription/extend`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.spareFirmId } }),
  },
  [`POST ${B}/admin/firms/:firmId/subscription/suspend`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.spareFirmId } }),
  },
  [`POST ${B}/admin/firms/:firmId/subscription/cancel`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.spareFirmId } }),
  },
  [`POST ${B}/admin/firms/:firmId/advisors`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.spareFirmId } }),
  },
  [`PUT ${B}/admin/firms/:firmId/advisors/:advisorId/disabled`]: {
    on: 'firm',
    request: (w) => ({
      params: { firmId: w.spareFirmId, advisorId: w.spareAdvisorId },
      body: { isDisabled: true },
    }),
  },
  [`GET ${B}/admin/firms/:firmId/clients`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.firmId } }),
  },
  [`GET ${B}/admin/newsletter/export`]: {},
  // Undelivered e-mails and SMS (ADR 0028); Retry of an unknown message is 409 for the provider.
  [`GET ${B}/admin/outgoing-messages`]: {},
  [`POST ${B}/admin/outgoing-messages/:messageId/retry`]: {
    request: () => ({ params: { messageId: 'matrix-unknown-message' } }),
  },

  // Public onboarding, billing webhook, site.
  [`POST ${B}/public/verifySenderEmail`]: {},
  [`POST ${B}/public/stripe/webhook`]: {},
  [`GET ${B}/public/firm-signup/subdomain`]: { request: () => ({ query: { subdomain: 'matrixnew' } }) },
  [`POST ${B}/public/firm-signup`]: {},
  [`POST ${B}/public/firm-signup/confirm`]: {},
  [`POST ${B}/public/firm-signup/salts`]: {},
  [`POST ${B}/public/advisor-invite/salts`]: {},
  [`POST ${B}/public/advisor-invite`]: {},
  [`POST ${B}/public/advisor-invite/info`]: {},
  [`POST ${B}/public/provider-setup`]: {},
  [`POST ${B}/public/provider-setup/info`]: {},
  [`POST ${B}/public/signupemail`]: {},
  [`POST ${B}/public/newsletter/unsubscribe`]: {},
  [`POST ${B}/public/contact`]: {},

  // Operations.
  // Loopback callers only: every matrix call comes from a remote address.
  [`GET /dev/outbox`]: { expect: everyone('refused') },
  [`GET /healthz`]: {},
  [`GET /readyz`]: {},
  // The installable app's manifest: the host's firm's public name and logo (ADR 0032).
  [`GET /manifest.webmanifest`]: {},
};

/** The caller's own throwaway items, else client A's (a call that must be refused). */
function doomedOf(w: MatrixIds, caller: CallerName): { file: string; folder: string; secondUser: string } {
  const own =
    (w.doomed as Partial<Record<CallerName, { file?: string; folder?: string; secondUser?: string }>>)[
      caller
    ] ?? {};
  return { ...w.doomed.clientA, ...own } as { file: string; folder: string; secondUser: string };
}

function perApp(
  routes: (app: 'passwordguru' | 'documentvault') => Record<string, RouteDeclaration>,
): Record<string, RouteDeclaration> {
  return { ...routes('passwordguru'), ...routes('documentvault') };
}

function tusCreate(clientId: string): Record<string, string> {
  const meta = { fileName: 'matrix.pdf', isShareFA: 'true', clientId };
  const encoded = Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
  return { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': encoded };
}
