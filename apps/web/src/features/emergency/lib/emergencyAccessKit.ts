import {
  appDisplayName,
  emergencyMessages as m,
  emergencyWebRoutes,
  formatMessage,
  type AppType,
} from '@guru/shared';
import { formatDateUs } from '../../../lib/format';
import { formatWaitPeriod } from './waitPeriods';

/** What the Emergency Access Kit shows: whose account, the contact, the link with the kit's id, and the code C. */
export interface EmergencyAccessKitData {
  app: AppType;
  firmName: string;
  clientName: string;
  contactName: string;
  contactPhoneHint: string;
  waitDays: number;
  kitId: string;
  kitCode: string;
  createdAt: Date;
  /** The firm site's origin (the page the kit was made on). */
  origin: string;
}

/** The kit's link: the contact's page of the app, with the kit's public id (the code itself is never in it). */
export function emergencyAccessLink(kit: Pick<EmergencyAccessKitData, 'app' | 'kitId' | 'origin'>): string {
  return `${kit.origin}${emergencyWebRoutes(kit.app).access}?kit=${encodeURIComponent(kit.kitId)}`;
}

export function emergencyKitHowTo(kit: EmergencyAccessKitData): string {
  return formatMessage(m.kitHowTo, {
    name: kit.clientName,
    wait: formatWaitPeriod(kit.waitDays),
    phone: kit.contactPhoneHint,
  });
}

/** The rows of the kit, in order (the code is shown on its own, large). */
export function emergencyAccessKitRows(kit: EmergencyAccessKitData): Array<[string, string]> {
  return [
    [m.kitFor, `${kit.clientName} (${appDisplayName(kit.app)}, ${kit.firmName})`],
    [m.kitContact, kit.contactName],
    [m.kitLink, emergencyAccessLink(kit)],
    [m.kitDate, formatDateUs(kit.createdAt)],
  ];
}

/** The downloaded text file: the same facts as the printed kit. */
export function emergencyAccessKitText(kit: EmergencyAccessKitData): string {
  const heading = m.kitFileHeading;
  return [
    heading,
    '='.repeat(heading.length),
    '',
    formatMessage(m.kitIntro, { name: kit.clientName }),
    '',
    `${m.kitCode}: ${kit.kitCode}`,
    ...emergencyAccessKitRows(kit).map(([label, value]) => `${label}: ${value}`),
    '',
    emergencyKitHowTo(kit),
    '',
    m.kitKeepSafe,
    '',
  ].join('\n');
}

/** e.g. "emergency-access-kit-hanna-heir.txt". */
export function emergencyAccessKitFileName(kit: Pick<EmergencyAccessKitData, 'contactName'>): string {
  const who =
    kit.contactName
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'contact';
  return `emergency-access-kit-${who}.txt`;
}
