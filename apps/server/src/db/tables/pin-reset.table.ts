/** The pin-reset module's tables (migration 0013_pin_reset). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PinResetTables {}
