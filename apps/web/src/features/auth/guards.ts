/** The guards of signed-in screens, loaded with their routes (routes.tsx). */
export { AppSessionGuard } from './components/AppSessionGuard';
export { ConsoleGuard } from './components/ConsoleGuard';
