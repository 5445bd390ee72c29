import { messages } from './messages.js';
import { AppType } from './routes.js';

/** The product name of an app, as the screens and the mails say it. */
export function appDisplayName(app: AppType): string {
  return app === AppType.documents ? messages.appNameDocuments : messages.appNamePassword;
}
