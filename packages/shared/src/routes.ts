/** Web routes (from the specification) and API paths, in one place. */
export const AppType = {
  password: 'passwordguru',
  documents: 'documentvault',
} as const;
export type AppType = (typeof AppType)[keyof typeof AppType];
export const appTypes = [AppType.password, AppType.documents] as const;

export const appBase: Record<AppType, string> = {
  passwordguru: '/password-management',
  documentvault: '/documents-guru',
};

/** The app of a URL path: documents when it contains /documents-guru/. */
export function appTypeOfPath(pathname: string): AppType {
  return pathname.startsWith('/documents-guru') ? AppType.documents : AppType.password;
}

export function appRoutes(app: AppType) {
  const base = appBase[app];
  return {
    root: base,
    login: `${base}/login`,
    verify2fa: `${base}/verify-2fa`,
    verifyPin: `${base}/verify-pin-code`,
    dashboard: `${base}/dashboard`,
    resetPasswordEmail: `${base}/reset-password/email`,
    resetPin: `${base}/reset-pin-code`,
    resetPinVerify2fa: `${base}/reset-pin-code-verify-2fa`,
    resetPinDone: `${base}/reset-pin-code-done`,
    requestAccount: `${base}/request-account`,
    signup: `${base}/signup`,
    securityDetails: `${base}/security-details`,
    learnMore: `${base}/learn-more`,
    faq: `${base}/faq`,
    accountSettings: `${base}/account-settings`,
    /** Opened from the unlock e-mail; the token travels in the fragment (`#token`). */
    unlockAccount: `${base}/unlock-account`,
  } as const;
}

export const webRoutes = {
  home: '/',
  pricing: '/pricing',
  signup: '/signup',
  faq: '/faq',
  media: '/media',
  contact: '/contact',
  advisorHome: '/dashboard/user',
  providerHome: '/admin',
  /** The provider's masked view of one firm's Client Management. */
  providerFirmClients: '/admin/firms/:firmId/clients',
  devOutbox: '/dev/outbox',
  /** Opened from the sender verification e-mail (`?token=`): the page posts the token to the API. */
  verifySenderEmail: '/verify-sender-email',
} as const;

/** The advisor console's Client Management screen of each app. */
export const advisorClientsRoutes: Record<AppType, string> = {
  passwordguru: '/dashboard/password-management',
  documentvault: '/dashboard/documents-guru',
};

/** The API of the seeds' password app (both apps' client calls live here). */
export const API_PREFIX = '/pass-api/api/v1';
/** The seeds' second API: the advisor console, the provider, public links. */
export const BE_API_PREFIX = '/be/api';
/** Outside production only: the outbox. */
export const DEV_PREFIX = '/dev';
/** The generated OpenAPI document and its viewer. */
export const API_DOCS_PREFIX = '/pass-api/docs';

/** The one list of API prefixes: a path under one is answered by the server's API, with the firm of the host. */
export const apiPrefixes = [API_PREFIX, BE_API_PREFIX, DEV_PREFIX] as const;
export type ApiPrefix = (typeof apiPrefixes)[number];

/**
 * The folder of the built web app that holds the pages prerendered at build time, as `<path>.html` (written by
 * apps/web build/prerender.ts, sent by the server at `<path>`; never served at their file paths).
 */
export const PRERENDERED_PAGES_DIR = 'prerendered';

/** Every path the server answers itself (the API and its docs); the web app owns every other path. */
export const serverPrefixes = [...apiPrefixes, API_DOCS_PREFIX] as const;

/** Whether a path (or a URL path with its query) lies under a prefix: the prefix itself, or the prefix and a `/`, `?` or `#`. */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return (
    path.startsWith(prefix) && (path.length === prefix.length || '/?#'.includes(path.charAt(prefix.length)))
  );
}

/** The API prefix a path lies under, or null. */
export function apiPrefixOf(path: string): ApiPrefix | null {
  return apiPrefixes.find((prefix) => isUnderPrefix(path, prefix)) ?? null;
}

export const apiPaths = {
  prelogin: '/auth/prelogin',
  loginPasswordApp: '/auth/passwordapp/login',
  loginDocumentsApp: '/auth/documentvault/login',
  verifyCode: '/auth/verify-code',
  verifyBarCode: '/auth/passwordapp/verifyBarCodePassword',
  resend2fa: '/auth/resend-2fa',
  accessCodeLogin: '/auth/access-code-login',
  /** POST `{appType}`: the unlocked session's unlock secret again, for a reloaded or new tab (ADR 0033). */
  unlockSecret: '/auth/unlock-secret',
  accessCode: '/auth/access-code',
  /** POST `{appType}`: the session goes back to its PIN step now, for everything that shares it (ADR 0040). */
  lock: '/auth/lock',
  session: '/auth/session',
  heartbeat: '/auth/heartbeat',
  logout: '/auth/logout',
  currentUser: '/users/currentUser',
  firmBranding: '/public/branding',
  passwordsItems: '/accountManagements',
  passwordsMyItems: '/accountManagements/me',
  /** The list's compact answer: every entry's summary envelope, without the secret. */
  passwordsMySummaries: '/accountManagements/me/summaries',
  /** Every entry's id and folder only, in the summaries' order: the folder rows and counts of an unlock before the summaries arrive. */
  passwordsMyPlaces: '/accountManagements/me/places',
  /** How many entries each folder holds (null: "No Group"), counted by the server: the folder rows of an unlock before any list (ADR 0054). */
  passwordsMyCounts: '/accountManagements/me/counts',
  /** One page of the summaries in id order (`?limit=&after=&folder=`): the vault streamed in at unlock (ADR 0054). */
  passwordsMySummaryPage: '/accountManagements/me/summary-page',
  passwordsItem: '/accountManagements/:id',
  passwordsItemsMulti: '/accountManagements/multi',
  passwordsImport: '/accountManagements/import',
  passwordsFolders: '/accountManagements/folders',
  passwordsTemplate: '/accountManagements/template',
  passwordsSendTemplate: '/accountManagements/sendTemplateFile',
  passwordsFolder: '/accountManagements/folders/:id',
  /** GET the trash (envelopes and deletion times); DELETE `{pinCode}` empties it for good (ADR 0042). */
  passwordsTrash: '/accountManagements/trash',
  /** POST `{ids, folderIds}`: back from the trash. */
  passwordsTrashRestore: '/accountManagements/trash/restore',
  /** GET: the vault health page's settings (the breach range endpoint). */
  passwordsHealthConfig: '/accountManagements/health-config',
  /** POST `{token}` from the unlock page: lifts the account-wide password lock (ADR 0003). */
  unlockAccount: '/auth/unlock-account',
  /** Passkeys (ADR 0044): the second factor after the password (a session at stage second_factor). */
  passkeySecondFactorOptions: '/auth/passkey/second-factor/options',
  passkeySecondFactor: '/auth/passkey/second-factor',
  /** Passkeys: signing in with the passkey alone (discoverable credential, PRF unlock). */
  passkeySignInOptions: '/auth/passkey/sign-in/options',
  passkeySignIn: '/auth/passkey/sign-in',
} as const;

/** A path of apiPaths with its `:id` filled in. */
export function apiPathWithId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

/** Account settings of a signed-in client (under API_PREFIX): one set per app, so that each answers on its own session (ours; docs/api.md). */
export function accountSettingsApiPaths(app: AppType) {
  const base = `/account-settings/${app}`;
  return {
    settings: base,
    photo: `${base}/photo`,
    idleTimes: `${base}/idle-times`,
    phoneStart: `${base}/phone/start`,
    phoneConfirm: `${base}/phone/confirm`,
    passwordStart: `${base}/password/start`,
    pinStart: `${base}/pin/start`,
    verifyCode: `${base}/verify-code`,
    resendCode: `${base}/resend-code`,
    password: `${base}/password`,
    pin: `${base}/pin`,
    recoveryCode: `${base}/recovery-code`,
  } as const;
}

/** The passkeys of the signed-in person, any role (under API_PREFIX; the app from x-app-type, ADR 0044). */
export const passkeysApiPaths = {
  list: '/passkeys',
  start: '/passkeys/start',
  verifyCode: '/passkeys/verify-code',
  options: '/passkeys/options',
  item: '/passkeys/:id',
  prf: '/passkeys/:id/prf',
  remove: '/passkeys/:id/remove',
  /** The firm's rule, set by its advisor (Client Management settings). */
  firmPolicy: '/passkeys/firm-policy',
} as const;

export function loginPath(app: AppType): string {
  return app === AppType.documents ? apiPaths.loginDocumentsApp : apiPaths.loginPasswordApp;
}

/** Public logo of the firm that a user belongs to. */
export function companyAvatarPath(userId: string): string {
  return `${BE_API_PREFIX}/public/getUserCompanyAvatar/${userId}.png`;
}

/** Liveness and readiness of one instance (for a load balancer), outside the API prefixes. */
export const healthPaths = {
  live: '/healthz',
  ready: '/readyz',
} as const;

/**
 * The installable web app (ADR 0032), outside the API prefixes: the manifest (the host's firm's name and
 * logo), the suite's own icons, the service worker that keeps the app's shell, and where an install starts.
 */
export const webAppPaths = {
  manifest: '/manifest.webmanifest',
  icon192: '/icons/icon-192.png',
  icon512: '/icons/icon-512.png',
  serviceWorker: '/sw.js',
  startUrl: '/password-management/login',
} as const;

export const devPaths = {
  outbox: `${DEV_PREFIX}/outbox`,
  /** A new firm with the demo's people for one browser test file (e2e only, ADR 0039). */
  e2eWorld: `${DEV_PREFIX}/e2e-world`,
  /** Runs the document requests' reminders as of a given time for one e2e world's firm (ADR 0047). */
  documentRequestReminders: `${DEV_PREFIX}/document-requests/remind`,
  /** Moves one e2e world's links for outsiders days into their past (ADR 0047). */
  documentLinksAge: `${DEV_PREFIX}/document-links/age`,
} as const;

/** Paths under /be/api (not under API_PREFIX). */
export const beApiPaths = {
  adminFirms: `${BE_API_PREFIX}/admin/firms`,
} as const;

/** Client Management, invites, second users, sign-up and account requests (under API_PREFIX). */
export const clientApiPaths = {
  clientList: '/users/documentVaultUsers',
  clientExport: '/users/exportExcel',
  client: '/users/:id',
  clientDisabled: '/users/:id/disabled',
  clientsDisabled: '/users/disabled',
  clientResetPassword: '/users/:id/resetPassword',
  clientNotification: '/docVaults/updateEnableFAEmailNotification',
  senderStatus: '/users/verifyStatusSendingEmail',
  senderSendVerify: '/users/sendVerifyAwsSesEmail',
  invite: '/users/invite',
  /** POST `{code}` (the seed's GET with `?code=`; docs/api.md). */
  inviteCodeInfo: '/users/getInviteCodeInfo',
  secondUsers: '/docVaults/getSecondUsers',
  inviteSecondUser: '/users/inviteSecondUser',
  deleteSecondUser: '/users/deleteSecondUser',
  disableSecondUser: '/users/disableSecondUser',
  signup: '/auth/signup',
  /** POST `{code, username, appType}`: is the name free? Only with an open invite code (not a stranger's oracle). */
  signupUsernameAvailable: '/auth/signup/username-available',
  acceptInvite: '/auth/accept-invite',
  requestUserPasswordApp: '/auth/request-user',
  requestUserDocumentsApp: '/auth/documents-guru/request-user',
} as const;

/** Reset PIN (seed 000 section 7) and the sign-up's phone confirmation (under API_PREFIX). */
export const pinResetApiPaths = {
  /** By phone: a session waiting for its PIN. */
  forgotPinCode: '/auth/forgot-pin-code',
  /** Asks for the e-mailed link. */
  forgotPinCodeEmail: '/auth/forgot-pin-code/email',
  /** By the e-mailed link: its token and e-mail with the new PIN. */
  resetPinCodeViaEmail: '/auth/reset-pin-code-via-email',
  verify2faCode: '/auth/verify-2fa-code',
  resendPinCode: '/auth/forgot-pin-code/resend',
  verifyViaEmail: '/auth/reset-pin-code-via-email/verify',
  resendViaEmail: '/auth/reset-pin-code-via-email/resend',
  signupPhoneCode: '/auth/signup/phone-code',
  signupPhoneVerify: '/auth/signup/phone-verify',
} as const;

/** The account request call of each app. */
export function requestUserPath(app: AppType): string {
  return app === AppType.documents
    ? clientApiPaths.requestUserDocumentsApp
    : clientApiPaths.requestUserPasswordApp;
}

/** Client Management paths under /be/api. */
export const beClientPaths = {
  providerFirmClients: `${BE_API_PREFIX}/admin/firms/:firmId/clients`,
  verifySenderEmail: `${BE_API_PREFIX}/public/verifySenderEmail`,
} as const;

/** Documents Guru (under API_PREFIX): the specification's calls, and ours where it has none (docs/api.md). */
export const documentsApiPaths = {
  list: '/docVaults/me',
  folders: '/docVaults/folders',
  folder: '/docVaults/folders/:id',
  checkFileName: '/docVaults/checkFileName',
  document: '/docVaults/documents/:id',
  deleteDocuments: '/docVaults/deleteDocument',
  download: '/docVaults/downloadDocument',
  uploads: '/docVaults/uploads',
  shareUsers: '/docVaults/getShareUsers',
  share: '/docVaults/shareDocument',
  unshare: '/docVaults/unshareDocument',
  activity: '/docVaults/activity',
  activityExport: '/docVaults/activity/export',
  clientInfo: '/docVaults/clients/:id',
} as const;

/** The advisor's view of one client's documents (opened by Open Client Vault). */
export function advisorDocumentsPath(clientId: string): string {
  return `/documents-guru/${encodeURIComponent(clientId)}/dashboard`;
}

/** Web pages of firm sign-up, billing and the provider's firm console (the links in our e-mails point at these). */
export const subscriptionWebRoutes = {
  /** The confirmation link of a firm sign-up: `?token=`. */
  confirmFirmSignup: '/signup/confirm',
  /** An advisor invited by the provider sets up their account: `?token=`. */
  advisorSetup: '/advisor-setup',
  /** The first provider admin sets a password and PIN: `?token=`. */
  providerSetup: '/admin/setup',
  advisorSubscription: '/dashboard/subscription',
  advisorBranding: '/dashboard/branding',
  providerFirm: '/admin/firms/:firmId',
} as const;

/** Subscriptions, firm sign-up, branding, billing and the provider's firm console (all under /be/api). */
export const subscriptionApiPaths = {
  // Public.
  firmSignup: `${BE_API_PREFIX}/public/firm-signup`,
  subdomainAvailability: `${BE_API_PREFIX}/public/firm-signup/subdomain`,
  /** POST `{username, email}`: the new firm's id and the salts of its first advisor's names (ADR 0022). */
  firmSignupSalts: `${BE_API_PREFIX}/public/firm-signup/salts`,
  confirmFirmSignup: `${BE_API_PREFIX}/public/firm-signup/confirm`,
  /** POST: accepts the invite (the token with the new login). */
  advisorInvite: `${BE_API_PREFIX}/public/advisor-invite`,
  /** POST `{token}`: who the invite is for (the token in the body, never in the URL). */
  advisorInviteInfo: `${BE_API_PREFIX}/public/advisor-invite/info`,
  /** POST `{token, username}`: the salts of the invited advisor's names (ADR 0022). */
  advisorInviteSalts: `${BE_API_PREFIX}/public/advisor-invite/salts`,
  /** POST: completes the set-up (the token with the new login). */
  providerSetup: `${BE_API_PREFIX}/public/provider-setup`,
  /** POST `{token}`: the account the set-up link is for. */
  providerSetupInfo: `${BE_API_PREFIX}/public/provider-setup/info`,
  stripeWebhook: `${BE_API_PREFIX}/public/stripe/webhook`,
  // The firm's advisors (subscription and checkout also without a valid subscription).
  subscription: `${BE_API_PREFIX}/subscription`,
  checkout: `${BE_API_PREFIX}/subscription/checkout`,
  branding: `${BE_API_PREFIX}/firm/branding`,
  brandingLogo: `${BE_API_PREFIX}/firm/branding/logo`,
  // The provider.
  providerFirms: `${BE_API_PREFIX}/admin/firms`,
  providerFirm: `${BE_API_PREFIX}/admin/firms/:firmId`,
  providerPayments: `${BE_API_PREFIX}/admin/firms/:firmId/payments`,
  providerActivate: `${BE_API_PREFIX}/admin/firms/:firmId/subscription/activate`,
  providerExtend: `${BE_API_PREFIX}/admin/firms/:firmId/subscription/extend`,
  providerSuspend: `${BE_API_PREFIX}/admin/firms/:firmId/subscription/suspend`,
  providerCancel: `${BE_API_PREFIX}/admin/firms/:firmId/subscription/cancel`,
  /** POST: invites an advisor to the firm (a 7-day set-up link), e.g. again when the first link expired. */
  providerAdvisors: `${BE_API_PREFIX}/admin/firms/:firmId/advisors`,
  providerAdvisorDisabled: `${BE_API_PREFIX}/admin/firms/:firmId/advisors/:advisorId/disabled`,
} as const;

/** The provider's view of undelivered e-mails and SMS (ADR 0028): page and API. */
export const outgoingMessagesPaths = {
  page: '/admin/outgoing-messages',
  list: `${BE_API_PREFIX}/admin/outgoing-messages`,
  /** POST: a failed message gets a fresh round of attempts. */
  retry: `${BE_API_PREFIX}/admin/outgoing-messages/:messageId/retry`,
} as const;

/** A path with its `:name` parameters filled in. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(params[name] ?? '') : whole,
  );
}

/** The public site's own pages besides webRoutes (home, pricing, faq, media, contact). */
export const siteWebRoutes = {
  /** What the provider and the advisor can and cannot see, how data is encrypted, kept and recorded. */
  trust: '/trust',
  /** Opened from the newsletter's unsubscribe link; the token travels in the fragment (`#token`). */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;

/** The public site's calls (all under /be/api): the beta newsletter, its unsubscribe, the contact form, the provider's export. */
export const siteApiPaths = {
  /** The specification's beta sign-up. */
  newsletterSignup: `${BE_API_PREFIX}/public/signupemail`,
  newsletterUnsubscribe: `${BE_API_PREFIX}/public/newsletter/unsubscribe`,
  contact: `${BE_API_PREFIX}/public/contact`,
  /** The provider: every current subscriber as .xlsx. */
  newsletterExport: `${BE_API_PREFIX}/admin/newsletter/export`,
} as const;

/** Emergency contact of a signed-in client (under API_PREFIX): one set per app, each on its own session (ADR 0021). */
export function emergencyClientApiPaths(app: AppType) {
  const base = `/emergency/${app}`;
  return {
    contact: `${base}/contact`,
    contactRemove: `${base}/contact/remove`,
    refuse: `${base}/requests/refuse`,
  } as const;
}

/** The emergency contact's calls and the client's refuse link (under API_PREFIX, no session; ADR 0021). */
export const emergencyApiPaths = {
  request: '/public/emergency/request',
  verify: '/public/emergency/verify',
  takeover: '/public/emergency/takeover',
  refuse: '/public/emergency/refuse',
} as const;

/** The contact's page (the kit's link, `?kit=`) and the client's refuse page (`?token=`), per app. */
export function emergencyWebRoutes(app: AppType) {
  const base = appBase[app];
  return { access: `${base}/emergency-access`, refuse: `${base}/emergency-access/refuse` } as const;
}

/** Document requests, the advisor's inbox and links for outsiders (under API_PREFIX). */
export const documentRequestsApiPaths = {
  requests: '/docVaults/requests',
  request: '/docVaults/requests/:id',
  cancelRequest: '/docVaults/requests/:id/cancel',
  fulfilItem: '/docVaults/requests/:id/items/:itemId/fulfil',
  templates: '/docVaults/requestTemplates',
  template: '/docVaults/requestTemplates/:id',
  inbox: '/docVaults/inbox',
  links: '/docVaults/links',
  revokeLink: '/docVaults/links/:id/revoke',
  /** The outsider's calls: public, the link's token in the body (never in a URL), then its cookie. */
  linkOpen: '/docLinks/open',
  linkVerify: '/docLinks/verify',
  linkContents: '/docLinks/contents',
  linkDownload: '/docLinks/download',
} as const;

/** Web pages of requests, the inbox and links. The outsider's page carries the token after `#`: browsers never send it. */
export const documentRequestsWebRoutes = {
  advisorRequests: '/dashboard/document-requests',
  advisorInbox: '/dashboard/inbox',
  outsiderLink: '/shared-link',
} as const;

/** Documents Guru's versions and ZIP downloads (ADR 0046), under the API prefix like documentsApiPaths. */
export const documentsViewerApiPaths = {
  zip: '/docVaults/zip',
  versions: '/docVaults/documents/:id/versions',
  versionDownload: '/docVaults/documents/:id/versions/:versionId/download',
  versionRestore: '/docVaults/documents/:id/versions/:versionId/restore',
} as const;
