import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { releaseEarlySubmits } from './app/earlySubmit';

const startApp = () => void import('./app/start').then((m) => m.start(releaseEarlySubmits));

// A prerendered form submitted before the app runs is held by the page's inline script (index.html's head)
// until the app takes the page over and releases it.

// What index.html holds (the prerendered sign-in page, or the neutral mark) is painted first, then the app's
// code runs: on a slow phone the page shows while React and the screens are evaluated. A tab opened in the
// background paints nothing yet, so it starts at once.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
