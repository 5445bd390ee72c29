/** The account-settings module's tables (migration 0014_account_settings). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountSettingsTables {}
