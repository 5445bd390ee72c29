import { messages, type AppType } from '@guru/shared';

/** Fills `{name}` placeholders of a message template; unknown placeholders stay as they are. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The product name of an app, as the mails say it. */
export function appDisplayName(app: AppType): string {
  return app === 'documentvault' ? messages.appNameDocuments : messages.appNamePassword;
}
