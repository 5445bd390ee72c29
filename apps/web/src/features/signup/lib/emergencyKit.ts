import { appRoutes, messages, formatMessage, appDisplayName, type AppType } from '@guru/shared';
import { formatDateUs } from '../../../lib/format';

/** What the Emergency Kit shows (docs/ARCHITECTURE.md, "Password Guru"): who, where, and the recovery code. */
export interface EmergencyKitData {
  firmName: string;
  app: AppType;
  username: string;
  email: string;
  recoveryCode: string;
  createdAt: Date;
  /** The site's origin, e.g. https://demo.example.com, for the sign-in address. */
  origin: string;
}

/** The rows of the kit, in order: label and value. */
export function emergencyKitRows(kit: EmergencyKitData): Array<[string, string]> {
  return [
    [messages.kitFirm, kit.firmName],
    [messages.kitApp, appDisplayName(kit.app)],
    [messages.kitUsername, kit.username],
    [messages.kitEmail, kit.email],
    [messages.kitRecoveryCode, kit.recoveryCode],
    [messages.kitDate, formatDateUs(kit.createdAt)],
  ];
}

/** The downloaded text file: the same facts as the printed kit, plus where to sign in. */
export function emergencyKitText(kit: EmergencyKitData): string {
  const heading = formatMessage(messages.kitFileHeading, { app: appDisplayName(kit.app) });
  const lines = [
    heading,
    '='.repeat(heading.length),
    '',
    ...emergencyKitRows(kit).map(([label, value]) => `${label}: ${value}`),
    formatMessage(messages.kitFileSignIn, { url: `${kit.origin}${appRoutes(kit.app).login}` }),
    '',
    messages.kitIntro,
    '',
    messages.kitKeepSafe,
    '',
  ];
  return lines.join('\n');
}

/** e.g. "password-guru-emergency-kit-nina.txt" (the username reduced to safe characters). */
export function emergencyKitFileName(kit: Pick<EmergencyKitData, 'app' | 'username'>): string {
  const app = appDisplayName(kit.app).toLowerCase().replace(/\s+/g, '-');
  const user =
    kit.username
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'account';
  return `${app}-emergency-kit-${user}.txt`;
}

/** Saves `text` as a file through a temporary link (nothing leaves the browser). */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
