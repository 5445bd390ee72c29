import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppType, advisorClientsRoutes, appRoutes, appTypes, webRoutes } from '@guru/shared';
import { EntryLayout } from '../components/EntryLayout';
import { AdvisorHomePage } from '../features/advisor/AdvisorHomePage';
import { AppSessionGuard } from '../features/auth/components/AppSessionGuard';
import { ConsoleGuard } from '../features/auth/components/ConsoleGuard';
import { ClientManagementPage } from '../features/clients/components/ClientManagementPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { PinPage } from '../features/auth/components/PinPage';
import { TwoFactorPage } from '../features/auth/components/TwoFactorPage';
import { AppDashboardPage } from '../features/dashboard/AppDashboardPage';
import { ProviderFirmClientsPage } from '../features/provider/ProviderFirmClientsPage';
import { ProviderHomePage } from '../features/provider/ProviderHomePage';
import { AccountRequestPage } from '../features/account-request/components/AccountRequestPage';
import { SignupPage } from '../features/signup/components/SignupPage';
import { ViewPasswordDetailPage } from '../features/passwords/components/ViewPasswordDetailPage';
import { viewPasswordDetailPath } from '../features/passwords/lib/passwordsRoutes';
import { DocumentsIntroPage } from '../features/public/DocumentsIntroPage';
import { HomePage } from '../features/public/HomePage';
import { NotAvailablePage } from '../features/public/NotAvailablePage';
import { NotFoundPage } from '../features/public/NotFoundPage';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';

/** Entry screens of one app (sign-in chain, intro, flows of later features). */
function appEntryRoutes(app: AppType): RouteObject[] {
  const routes = appRoutes(app);
  const login = <LoginPage key={app} app={app} />;
  const root = app === AppType.documents ? <DocumentsIntroPage /> : login;
  const notYetAvailable = [
    routes.resetPasswordEmail,
    routes.resetPin,
    routes.securityDetails,
    routes.learnMore,
    // The advisor's view of a client's document vault (Open Client Passwords) comes with the vault itself.
    ...(app === AppType.documents ? [`${routes.root}/:clientId/dashboard`] : []),
  ];
  return [
    { path: routes.root, element: root },
    { path: routes.login, element: login },
    { path: routes.verify2fa, element: <TwoFactorPage app={app} /> },
    { path: routes.verifyPin, element: <PinPage app={app} /> },
    { path: routes.signup, element: <SignupPage key={app} app={app} /> },
    { path: routes.requestAccount, element: <AccountRequestPage key={app} app={app} /> },
    ...notYetAvailable.map((path) => ({ path, element: <NotAvailablePage /> })),
  ];
}

const publicNotYetAvailable = [webRoutes.pricing, webRoutes.signup, webRoutes.faq, webRoutes.media, webRoutes.contact];

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: webRoutes.home, element: <HomePage /> },
      {
        element: <EntryLayout />,
        children: [
          ...appTypes.flatMap(appEntryRoutes),
          ...publicNotYetAvailable.map((path) => ({ path, element: <NotAvailablePage /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      ...appTypes.map((app) => ({
        element: <AppSessionGuard key={app} app={app} />,
        children: [
          { path: appRoutes(app).dashboard, element: <AppDashboardPage /> },
          ...(app === AppType.password ? [{ path: viewPasswordDetailPath, element: <ViewPasswordDetailPage /> }] : []),
        ],
      })),
      {
        element: <ConsoleGuard scope="admin" />,
        children: [
          { path: webRoutes.advisorHome, element: <AdvisorHomePage /> },
          ...appTypes.map((app) => ({ path: advisorClientsRoutes[app], element: <ClientManagementPage key={app} app={app} /> })),
        ],
      },
      {
        element: <ConsoleGuard scope="provider" />,
        children: [
          { path: webRoutes.providerHome, element: <ProviderHomePage /> },
          { path: webRoutes.providerFirmClients, element: <ProviderFirmClientsPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routeTree);
