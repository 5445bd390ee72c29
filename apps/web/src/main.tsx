import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { holdEarlySubmits, releaseEarlySubmits } from './app/earlySubmit';

const startApp = () => void import('./app/start').then((m) => m.start(releaseEarlySubmits));

// A prerendered form submitted before the app runs would reload the page: held until the app takes it over.
holdEarlySubmits();

// What index.html holds (the prerendered sign-in page, or the neutral mark) is painted first, then the app's
// code runs: on a slow phone the page shows while React and the screens are evaluated. A tab opened in the
// background paints nothing yet, so it starts at once.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
