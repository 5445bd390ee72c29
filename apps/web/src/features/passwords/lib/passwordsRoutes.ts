import { AppType, appRoutes, appBase } from '@guru/shared';

/** Screens of the vault (seed section 2). */
export const passwordsDashboardPath = appRoutes(AppType.password).dashboard;
export const viewPasswordDetailPath = `${appBase[AppType.password]}/view-password-detail`;
/** The trash and the vault's health page (ours, ADR 0042). */
export const vaultTrashPath = `${appBase[AppType.password]}/trash`;
export const vaultHealthPath = `${appBase[AppType.password]}/vault-health`;

/** Query parameter of the dashboard that opens a folder ("none" is the No Group pseudo-folder). */
export const FOLDER_PARAM = 'folder';
export const NO_GROUP_PARAM = 'none';

export function viewPasswordDetailUrl(id: string): string {
  return `${viewPasswordDetailPath}?${new URLSearchParams({ id }).toString()}`;
}

/** Router state of the detail screen: the PIN was just confirmed for this entry. */
export interface PasswordDetailState {
  pinConfirmedFor?: string;
}
