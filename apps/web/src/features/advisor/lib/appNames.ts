import { appDisplayName, type AppType } from '@guru/shared';

/** "Password Guru, Documents Guru" for a plan's apps. */
export function appNamesOf(apps: readonly AppType[]): string {
  return apps.map(appDisplayName).join(', ');
}
