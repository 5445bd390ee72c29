import type { RouteObject } from 'react-router';
import {
  AppType,
  advisorClientsRoutes,
  appBase,
  appRoutes,
  appTypes,
  auditWebRoutes,
  documentRequestsWebRoutes,
  incidentNoticesWebRoutes,
  outgoingMessagesPaths,
  siteWebRoutes,
  subscriptionWebRoutes,
  teamWebRoutes,
  retentionWebRoutes,
  webRoutes,
} from '@guru/shared';
import { EntryLayout, ProductEntryLayout } from '../components/EntryLayout';
import { recoveryConsoleRoutes, recoveryEntryRoutes } from '../features/recovery';
import { pinResetEntryRoutes } from '../features/pin-reset';
import { accountSettingsRoutes } from '../features/account-settings';
import { emergencyEntryRoutes } from '../features/emergency';
import { accountUnlockEntryRoutes } from '../features/account-unlock';
import { lazyRoute, loadRoutesCode } from '../lib/lazyRoute';
import { registerScreenLoader } from '../lib/screenPreload';
import { authEntryRoutes, loadSessionGuards } from '../features/auth';
import { NotFoundPage } from '../components/NotFoundPage';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';

// Each screen's code is loaded when its route is first visited (lazyRoute): the first page carries only the
// router, the layouts and its own feature.

const advisor = () => import('../features/advisor');
const site = () => import('../features/site');
const publicPages = () => import('../features/public');
const firmSignup = () => import('../features/firm-signup');
const provider = () => import('../features/provider');
const signedIn = () => import('./layouts/SignedInOutlet');
const documentRequests = () => import('../features/document-requests');
const incidentNotices = () => import('../features/incident-notices');

/** The Password Guru entry detail screen (features/passwords viewPasswordDetailPath). */
const viewPasswordDetailPath = `${appBase[AppType.password]}/view-password-detail`;

/** Entry screens of one app (sign-in chain, intro, flows of later features). */
function appEntryRoutes(app: AppType): RouteObject[] {
  const routes = appRoutes(app);
  return [
    {
      path: routes.root,
      ...lazyRoute(publicPages, (m) =>
        app === AppType.documents ? <m.DocumentsIntroPage /> : <m.PasswordIntroPage />,
      ),
    },
    ...authEntryRoutes(app),
    {
      path: routes.signup,
      ...lazyRoute(
        () => import('../features/signup'),
        (m) => <m.SignupPage key={app} app={app} />,
      ),
    },
    {
      path: routes.requestAccount,
      ...lazyRoute(
        () => import('../features/account-request'),
        (m) => <m.AccountRequestPage key={app} app={app} />,
      ),
    },
  ];
}

/** An app's information pages for visitors and clients, each with its own layout. */
function appInfoRoutes(app: AppType): RouteObject[] {
  const routes = appRoutes(app);
  return [
    { path: routes.learnMore, ...lazyRoute(site, (m) => <m.AppLearnMorePage key={app} app={app} />) },
    { path: routes.securityDetails, ...lazyRoute(site, (m) => <m.AppSecurityPage key={app} app={app} />) },
    { path: routes.faq, ...lazyRoute(site, (m) => <m.AppFaqPage key={app} app={app} />) },
  ];
}

/** The public site's pages (each with the site's header and footer). */
const siteRoutes: RouteObject[] = [
  { path: webRoutes.pricing, ...lazyRoute(site, (m) => <m.PricingPage />) },
  { path: webRoutes.faq, ...lazyRoute(site, (m) => <m.FaqPage />) },
  { path: webRoutes.media, ...lazyRoute(site, (m) => <m.MediaPage />) },
  { path: webRoutes.contact, ...lazyRoute(site, (m) => <m.ContactPage />) },
  { path: siteWebRoutes.trust, ...lazyRoute(site, (m) => <m.TrustPage />) },
  { path: siteWebRoutes.newsletterUnsubscribe, ...lazyRoute(site, (m) => <m.UnsubscribePage />) },
];

/** The screens behind a guard, with what runs beside them once signed in (SignedInOutlet). */
function signedInRoutes(children: RouteObject[]): RouteObject[] {
  return [{ ...lazyRoute(signedIn, (m) => <m.SignedInOutlet />), children }];
}

const team = () => import('../features/team');
const subscriptionGate = () => lazyRoute(advisor, (m) => <m.SubscriptionGate />);

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: webRoutes.home, ...lazyRoute(publicPages, (m) => <m.HomePage />) },
      ...siteRoutes,
      ...appTypes.flatMap(appInfoRoutes),
      {
        // Pages of no advisor firm: the provider's mark, not the host firm's logo.
        element: <ProductEntryLayout />,
        children: [
          { path: webRoutes.signup, ...lazyRoute(firmSignup, (m) => <m.FirmSignupPage />) },
          {
            path: subscriptionWebRoutes.confirmFirmSignup,
            ...lazyRoute(firmSignup, (m) => <m.ConfirmFirmSignupPage />),
          },
          {
            path: subscriptionWebRoutes.advisorSetup,
            ...lazyRoute(firmSignup, (m) => <m.AdvisorSetupPage />),
          },
          {
            path: subscriptionWebRoutes.providerSetup,
            ...lazyRoute(firmSignup, (m) => <m.ProviderSetupPage />),
          },
        ],
      },
      {
        element: <EntryLayout />,
        children: [
          ...appTypes.flatMap(appEntryRoutes),
          {
            path: webRoutes.verifySenderEmail,
            ...lazyRoute(
              () => import('../features/clients'),
              (m) => <m.VerifySenderEmailPage />,
            ),
          },
          ...recoveryEntryRoutes(),
          ...pinResetEntryRoutes(),
          ...emergencyEntryRoutes(),
          ...accountUnlockEntryRoutes(),
          // A link for outsiders (ADR 0047): the firm's page, no account.
          {
            path: documentRequestsWebRoutes.outsiderLink,
            ...lazyRoute(documentRequests, (m) => <m.OutsiderLinkPage />),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      ...appTypes.map((app) => ({
        ...lazyRoute(loadSessionGuards, (m) => <m.AppSessionGuard key={app} app={app} />),
        children: [
          {
            // An advisor's app dashboard is Client Management: the subscription rule holds there too.
            ...subscriptionGate(),
            children: signedInRoutes([
              {
                path: appRoutes(app).dashboard,
                ...lazyRoute(
                  // Password Guru's vault worker starts with the screen's code (fetched while the PIN is typed).
                  () =>
                    import('../features/dashboard').then((m) => {
                      if (app === AppType.password) m.warmVaultWorker();
                      return m;
                    }),
                  (m) => <m.AppDashboardPage />,
                ),
              },
              ...(app === AppType.password
                ? [
                    {
                      path: viewPasswordDetailPath,
                      ...lazyRoute(
                        () => import('../features/passwords'),
                        (m) => <m.ViewPasswordDetailPage />,
                      ),
                    },
                    {
                      path: `${appBase[AppType.password]}/trash`,
                      ...lazyRoute(
                        () => import('../features/passwords'),
                        (m) => <m.VaultTrashPage />,
                      ),
                    },
                    {
                      path: `${appBase[AppType.password]}/vault-health`,
                      ...lazyRoute(
                        () => import('../features/passwords'),
                        (m) => <m.VaultHealthPage />,
                      ),
                    },
                  ]
                : []),
              ...accountSettingsRoutes(app),
            ]),
          },
        ],
      })),
      {
        ...lazyRoute(loadSessionGuards, (m) => <m.ConsoleGuard scope="admin" />),
        children: [
          {
            // Without a valid subscription the advisor is sent to / (seed).
            ...subscriptionGate(),
            children: signedInRoutes([
              { path: webRoutes.advisorHome, ...lazyRoute(advisor, (m) => <m.AdvisorHomePage />) },
              {
                // Billing, branding, the team, the access review and the audit trail: advisors only (ADR 0051).
                ...lazyRoute(team, (m) => <m.AdvisorOnlyGate />),
                children: [
                  {
                    path: subscriptionWebRoutes.advisorBranding,
                    ...lazyRoute(advisor, (m) => <m.BrandingPage />),
                  },
                  {
                    path: subscriptionWebRoutes.advisorSubscription,
                    ...lazyRoute(advisor, (m) => <m.SubscriptionPage />),
                  },
                  { path: teamWebRoutes.team, ...lazyRoute(team, (m) => <m.TeamPage />) },
                  { path: teamWebRoutes.accessReview, ...lazyRoute(team, (m) => <m.AccessReviewPage />) },
                  {
                    path: auditWebRoutes.trail,
                    ...lazyRoute(
                      () => import('../features/audit'),
                      (m) => <m.AuditTrailPage />,
                    ),
                  },
                  {
                    path: retentionWebRoutes.settings,
                    ...lazyRoute(
                      () => import('../features/retention'),
                      (m) => <m.RetentionPage />,
                    ),
                  },
                  {
                    path: incidentNoticesWebRoutes.advisor,
                    ...lazyRoute(incidentNotices, (m) => <m.NoticesPage side="firm" />),
                  },
                  {
                    path: incidentNoticesWebRoutes.advisorNew,
                    ...lazyRoute(incidentNotices, (m) => <m.ComposeNoticePage side="firm" />),
                  },
                  {
                    path: incidentNoticesWebRoutes.advisorNotice,
                    ...lazyRoute(incidentNotices, (m) => <m.NoticeRecordPage side="firm" />),
                  },
                ],
              },
              {
                path: documentRequestsWebRoutes.advisorRequests,
                ...lazyRoute(documentRequests, (m) => <m.AdvisorRequestsPage />),
              },
              {
                path: documentRequestsWebRoutes.advisorInbox,
                ...lazyRoute(documentRequests, (m) => <m.AdvisorInboxPage />),
              },
              // Open Client Vault: the advisor's view of a client's shared documents, in a new tab.
              {
                path: `${appBase[AppType.documents]}/:clientId/dashboard`,
                ...lazyRoute(
                  () => import('../features/documents'),
                  (m) => <m.AdvisorDocumentsPage />,
                ),
              },
              ...appTypes.map((app) => ({
                path: advisorClientsRoutes[app],
                ...lazyRoute(
                  () => import('../features/clients'),
                  (m) => <m.ClientManagementPage key={app} app={app} />,
                ),
              })),
              ...recoveryConsoleRoutes('admin'),
            ]),
          },
        ],
      },
      {
        ...lazyRoute(loadSessionGuards, (m) => <m.ConsoleGuard scope="provider" />),
        children: signedInRoutes([
          { path: webRoutes.providerHome, ...lazyRoute(provider, (m) => <m.ProviderHomePage />) },
          { path: subscriptionWebRoutes.providerFirm, ...lazyRoute(provider, (m) => <m.ProviderFirmPage />) },
          {
            path: webRoutes.providerFirmClients,
            ...lazyRoute(provider, (m) => <m.ProviderFirmClientsPage />),
          },
          { path: outgoingMessagesPaths.page, ...lazyRoute(provider, (m) => <m.OutgoingMessagesPage />) },
          {
            path: incidentNoticesWebRoutes.provider,
            ...lazyRoute(incidentNotices, (m) => <m.NoticesPage side="provider" />),
          },
          {
            path: incidentNoticesWebRoutes.providerNew,
            ...lazyRoute(incidentNotices, (m) => <m.ComposeNoticePage side="provider" />),
          },
          {
            path: incidentNoticesWebRoutes.providerNotice,
            ...lazyRoute(incidentNotices, (m) => <m.NoticeRecordPage side="provider" />),
          },
          ...recoveryConsoleRoutes('provider'),
        ]),
      },
    ],
  },
];

registerScreenLoader((path) => loadRoutesCode(routeTree, path));
