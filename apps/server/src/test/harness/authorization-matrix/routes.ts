import crypto from 'node:crypto';
import {
  callerNames,
  type CallerName,
  type MatrixIds,
  type Outcome,
  type RouteDeclaration,
  signedIn,
} from './model.js';

/**
 * The authorization matrix (http/authorization-matrix.api.test.ts): every route of the API against every
 * kind of caller. The expected outcome of a cell is derived from the route's access level and from
 * whose data its sample request names (`on`); `expect` overrides a cell where the route answers
 * otherwise on purpose. A route missing here fails the test: declare it with the level's default
 * (`{}`), say whose data it names, and give a sample request where it needs ids or a body the
 * generated one does not satisfy.
 */

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
const uploaderOnly: Partial<Record<CallerName, Outcome>> = {
  secondUserA: 'refused',
  advisorA: 'refused',
  staffA: 'refused',
};
/** Billing, branding, the team and the firm's settings: the firm's staff are refused by the scope (403, ADR 0051). */
const notStaff: Partial<Record<CallerName, Outcome>> = { staffA: 403 };
const newEnvelope = () => `v1.${'A'.repeat(16)}.${'B'.repeat(43)}`;

const P = '/pass-api/api/v1';
const B = '/be/api';
const id = (value: string) => ({ id: value });
const pin = { pinCode: '1234' };
const incidentNotice = {
  title: 'Matrix incident',
  occurredOn: '2026-01-02',
  whatHappened: 'Something happened.',
  whatWeDid: 'Something was done.',
  whatYouShouldDo: 'Nothing.',
};

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
  // Locks the caller's session (back to the PIN step): the PIN step just after unlocks it again.
  [`POST ${P}/auth/lock`]: { last: 1, request: () => ({ body: { appType: 'passwordguru' } }) },
  [`POST ${P}/auth/access-code-login`]: {
    last: 1,
    request: () => ({ body: { ...pin, appType: 'passwordguru' } }),
  },
  [`POST ${P}/auth/access-code`]: { request: () => ({ body: { ...pin, appType: 'passwordguru' } }) },
  [`POST ${P}/auth/heartbeat`]: {},
  [`POST ${P}/auth/unlock-secret`]: {},
  [`POST ${P}/auth/unlock-account`]: {},
  // Passkeys (ADR 0044): the second factor (no caller of the matrix is at that stage), the passkey alone.
  [`POST ${P}/auth/passkey/second-factor/options`]: {},
  [`POST ${P}/auth/passkey/second-factor`]: {},
  [`POST ${P}/auth/passkey/sign-in/options`]: {},
  [`POST ${P}/auth/passkey/sign-in`]: {},
  // The caller's own passkeys, any role; a passkey id that is not the caller's is not found.
  [`GET ${P}/passkeys`]: {},
  [`POST ${P}/passkeys/start`]: { request: () => ({ body: { pinCode: '9999' } }) },
  [`POST ${P}/passkeys/verify-code`]: {},
  [`POST ${P}/passkeys/options`]: {},
  [`POST ${P}/passkeys`]: {},
  [`PUT ${P}/passkeys/:id`]: {
    expect: everySignedIn(404),
    request: () => ({ params: id(crypto.randomUUID()), body: { name: 'Laptop' } }),
  },
  [`PUT ${P}/passkeys/:id/prf`]: {
    expect: everySignedIn(404),
    request: () => ({ params: id(crypto.randomUUID()), body: { prfUserKey: newEnvelope() } }),
  },
  [`POST ${P}/passkeys/:id/remove`]: {
    request: () => ({ params: id(crypto.randomUUID()), body: { pinCode: '9999' } }),
  },
  [`GET ${P}/passkeys/firm-policy`]: {},
  [`PUT ${P}/passkeys/firm-policy`]: { request: () => ({ body: { requirePasskeys: false } }) },
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
  [`GET ${P}/accountManagements/me/counts`]: {},
  [`GET ${P}/accountManagements/me/summary-page`]: { request: () => ({ query: { limit: '50' } }) },
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
  // The trash (ADR 0042): each caller's own; another owner's ids are skipped, an empty trash empties nothing.
  [`GET ${P}/accountManagements/trash`]: {},
  [`POST ${P}/accountManagements/trash/restore`]: {
    on: 'vault',
    expect: { clientB: 'unchanged', secondUserA: 'unchanged' },
    request: (w) => ({ body: { ids: [w.doomedEntry], folderIds: [w.doomedFolder] } }),
  },
  [`DELETE ${P}/accountManagements/trash`]: {
    on: 'vault',
    expect: { clientB: 'unchanged', secondUserA: 'unchanged' },
    request: () => ({ body: pin }),
  },
  [`GET ${P}/accountManagements/health-config`]: {},
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
  [`DELETE ${P}/users/:id`]: {
    on: 'client',
    request: (w, c) => ({ params: id(c === 'staffA' ? w.doomedClientOfStaff : w.doomedClient) }),
  },
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
  // Only advisors hide a shared file from the client (ADR 0050); showing a shown file changes nothing.
  [`PUT ${P}/docVaults/documents/:id/hidden`]: {
    on: 'space',
    expect: { clientA: 'refused', secondUserA: 'refused' },
    request: (w) => ({ params: id(w.sharedFile), body: { hidden: false } }),
  },
  [`DELETE ${P}/docVaults/deleteDocument`]: {
    on: 'space',
    request: (w, c) => ({ body: { ids: [doomedOf(w, c).file], ...pin } }),
  },
  [`GET ${P}/docVaults/downloadDocument`]: {
    on: 'shared',
    request: (w) => ({ query: id(w.sharedWithThirdParty) }),
  },
  [`POST ${P}/docVaults/zip`]: {
    on: 'shared',
    request: (w) => ({ body: { ids: [w.sharedWithThirdParty] } }),
  },
  // A document's first version has the document's id (ADR 0046).
  [`GET ${P}/docVaults/documents/:id/versions`]: {
    on: 'shared',
    request: (w) => ({ params: id(w.sharedWithThirdParty) }),
  },
  [`GET ${P}/docVaults/documents/:id/versions/:versionId/download`]: {
    on: 'shared',
    request: (w) => ({ params: { id: w.sharedWithThirdParty, versionId: w.sharedWithThirdParty } }),
  },
  // Restoring changes the document: a third party with a share only reads it.
  [`POST ${P}/docVaults/documents/:id/versions/:versionId/restore`]: {
    on: 'shared',
    expect: { thirdParty: 'refused' },
    request: (w) => ({ params: { id: w.sharedWithThirdParty, versionId: w.sharedWithThirdParty } }),
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

  // Document requests, the inbox and links for outsiders (ADR 0047): advisors ask, clients answer.
  [`GET ${P}/docVaults/requests`]: { on: 'space', request: (w) => ({ query: { clientId: w.clientA } }) },
  [`POST ${P}/docVaults/requests`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({
      body: { clientId: w.clientA, title: 'Matrix', dueDate: '2099-01-01', items: ['Statement'] },
    }),
  },
  [`GET ${P}/docVaults/requests/:id`]: { on: 'space', request: (w) => ({ params: id(w.documentRequest) }) },
  [`POST ${P}/docVaults/requests/:id/cancel`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({ params: id(w.documentRequest) }),
  },
  // The client answers; the advisor may not answer for them.
  [`POST ${P}/docVaults/requests/:id/items/:itemId/fulfil`]: {
    on: 'space',
    expect: { advisorA: 'refused', staffA: 'refused' },
    request: (w) => ({
      params: { id: w.documentRequest, itemId: w.documentRequestItem },
      body: { documentId: w.sharedFile },
    }),
  },
  // A firm's templates and inbox: its advisors' (another firm's advisor reaches their own).
  [`GET ${P}/docVaults/requestTemplates`]: { expect: staffOnly },
  [`POST ${P}/docVaults/requestTemplates`]: {
    expect: staffOnly,
    request: () => ({ body: { name: 'Bank letter' } }),
  },
  [`DELETE ${P}/docVaults/requestTemplates/:id`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w, c) => ({ params: id(c === 'staffA' ? w.requestTemplateOfStaff : w.requestTemplate) }),
  },
  [`GET ${P}/docVaults/inbox`]: { expect: staffOnly },
  [`GET ${P}/docVaults/links`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({ query: { type: 'file', id: w.sharedFile } }),
  },
  [`POST ${P}/docVaults/links`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({ body: { type: 'file', id: w.sharedFile, email: 'someone@example.net' } }),
  },
  [`POST ${P}/docVaults/links/:id/revoke`]: {
    on: 'space',
    expect: advisorsOnly,
    request: (w) => ({ params: id(w.documentLink) }),
  },
  // The outsider's calls: public; without the link's token and e-mailed code they reach nothing.
  [`POST ${P}/docLinks/open`]: {},
  [`POST ${P}/docLinks/verify`]: {},
  [`GET ${P}/docLinks/contents`]: { expect: everyone(401) },
  [`GET ${P}/docLinks/download`]: { expect: everyone(401), request: (w) => ({ query: id(w.sharedFile) }) },

  // Forgotten password, Reset PIN.
  [`POST ${P}/auth/forgot-password`]: {},
  [`POST ${P}/auth/reset-password/status`]: {},
  [`POST ${P}/auth/reset-password/send-code`]: {},
  [`POST ${P}/auth/reset-password/verify`]: {},
  [`POST ${P}/auth/reset-password/recovery-key`]: {},
  [`POST ${P}/auth/reset-password/complete`]: {},
  // Reset PIN by phone is the clients' (staff reset theirs otherwise).
  [`POST ${P}/auth/forgot-pin-code`]: {
    expect: { advisorA: 'refused', staffA: 'refused', advisorOther: 'refused', provider: 'refused' },
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
  [`GET ${B}/firm/branding`]: { expect: notStaff },
  [`PUT ${B}/firm/branding`]: { expect: notStaff, request: () => ({ body: { companyName: 'Firm demo' } }) },
  [`PUT ${B}/firm/branding/logo`]: {
    expect: notStaff,
    request: (w) => ({ raw: { payload: w.png, contentType: 'image/png' } }),
  },
  [`DELETE ${B}/firm/branding/logo`]: { expect: notStaff },
  [`GET ${B}/subscription`]: { expect: notStaff },
  // The firm's audit trail (ADR 0048): its own firm's, for its advisors only.
  [`GET ${B}/audit-trail`]: { expect: notStaff },
  [`GET ${B}/audit-trail/export`]: { expect: notStaff },
  [`GET ${B}/audit-trail/verify`]: { expect: notStaff },
  // The firm's team (its advisors and staff): its own advisors only; another firm's member is unknown (404).
  [`GET ${B}/team`]: { expect: notStaff },
  [`POST ${B}/team/advisors`]: {
    expect: notStaff,
    request: () => ({
      body: { firstName: 'Matrix', lastName: 'Invitee', email: 'matrix.invitee@example.com', role: 'staff' },
    }),
  },
  // Named: another firm's advisor, unknown to every firm's advisor (404); team.api.test.ts disables one of the firm's.
  [`PUT ${B}/team/:userId/disabled`]: {
    on: 'firm',
    expect: { advisorA: 'refused', provider: 'refused', ...notStaff },
    request: (w) => ({ params: { userId: w.spareAdvisorId }, body: { isDisabled: true } }),
  },
  // The access review (ADR 0051): the firm's own people and links, for its advisors only.
  [`GET ${B}/access-review`]: { expect: notStaff },
  // Named: another firm's advisor, unknown to every firm's advisor (404); access-review.api.test.ts removes the firm's.
  [`DELETE ${B}/access-review/:kind/:id`]: {
    on: 'firm',
    expect: { advisorA: 'refused', provider: 'refused', ...notStaff },
    request: (w) => ({ params: { kind: 'advisor', id: w.spareAdvisorId } }),
  },
  // Incident notices (ADR 0053): the provider's to firms, an advisor's to the firm's own clients, and each
  // signed-in person's own (an unknown notice, or one not sent to the caller, is 404 to everyone).
  [`GET ${B}/admin/incident-notices`]: {},
  [`GET ${B}/admin/incident-notices/firms`]: {},
  [`GET ${B}/admin/incident-notices/:noticeId`]: {
    expect: { provider: 404 },
    request: () => ({ params: { noticeId: crypto.randomUUID() } }),
  },
  [`POST ${B}/admin/incident-notices`]: {
    on: 'firm',
    request: (w) => ({ body: { ...incidentNotice, all: false, firmIds: [w.spareFirmId] } }),
  },
  [`GET ${B}/incident-notices`]: { expect: notStaff },
  [`GET ${B}/incident-notices/clients`]: { expect: notStaff },
  [`GET ${B}/incident-notices/:noticeId`]: {
    expect: { advisorA: 404, advisorOther: 404, ...notStaff },
    request: () => ({ params: { noticeId: crypto.randomUUID() } }),
  },
  // Named: client A, a client of firm 1 (another firm's advisor is refused 404, and nothing is sent).
  [`POST ${B}/incident-notices`]: {
    on: 'client',
    expect: notStaff,
    request: (w) => ({ body: { ...incidentNotice, all: false, clientIds: [w.clientA] } }),
  },
  [`GET ${B}/my-incident-notices`]: {},
  [`POST ${B}/my-incident-notices/:noticeId/acknowledge`]: {
    expect: everySignedIn(404),
    request: () => ({ params: { noticeId: crypto.randomUUID() } }),
  },
  // The firm's data as one ZIP (ADR 0052): its own firm's, for its advisors, after the PIN; the leak check reads
  // every entry, so the advisor's ZIP must hold none of client A's private files or vault.
  [`POST ${B}/firm/data-export`]: { expect: notStaff, request: () => ({ body: pin }) },
  // Retention and legal hold (ADR 0050): the firm's advisors only. Periods of 0 and a hold on the firm's disabled
  // client keep every other sample's deletes as they are.
  [`GET ${B}/retention`]: { expect: notStaff },
  [`PUT ${B}/retention`]: {
    expect: notStaff,
    request: () => ({ body: { documentYears: 0, auditYears: 0 } }),
  },
  [`GET ${B}/clients/:id/legal-hold`]: {
    on: 'client',
    expect: notStaff,
    request: (w) => ({ params: id(w.disabledClient) }),
  },
  [`PUT ${B}/clients/:id/legal-hold`]: {
    on: 'client',
    expect: notStaff,
    request: (w) => ({ params: id(w.disabledClient), body: { reason: 'Matrix hold' } }),
  },
  // Lifting a hold that is not there is 404 for the firm's advisor too (retention.api.test.ts lifts a real one).
  [`DELETE ${B}/clients/:id/legal-hold`]: {
    on: 'client',
    expect: { advisorA: 404, ...notStaff },
    request: (w) => ({ params: id(w.clientA) }),
  },
  [`POST ${B}/subscription/checkout`]: { expect: notStaff },
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
  // The provider exports a firm's data on its request (ADR 0052): the spare firm, so no client data crosses.
  [`POST ${B}/admin/firms/:firmId/data-export`]: {
    on: 'firm',
    request: (w) => ({ params: { firmId: w.spareFirmId }, body: { ...pin, reference: 'Matrix request' } }),
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
  [`POST /dev/e2e-world`]: { expect: everyone('refused') },
  [`POST /dev/document-requests/remind`]: { expect: everyone('refused') },
  [`POST /dev/document-links/age`]: { expect: everyone('refused') },
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
