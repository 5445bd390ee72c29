/** The recovery module's tables (migration 0012_recovery). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RecoveryTables {}
