/** The emergency module's tables (migration 0015_emergency). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EmergencyTables {}
