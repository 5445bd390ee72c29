/**
 * The backup file: JSON lines. The first line is the header, every other line one row of one
 * table, tables in an order that satisfies their foreign keys. Bytes are written as
 * {"$base64": "…"}. The same file restores into SQLite or PostgreSQL.
 */
export const BACKUP_FORMAT = 'guru-suite-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The dialect the backup was taken from (information only). */
  dialect: string;
  /** Migrations applied to the source: the target must have at least these. */
  migrations: string[];
  /** Rows per table, to check the file is complete. */
  counts: Record<string, number>;
  /**
   * The stored documents copied beside the file into `<file>.files/` (backup-files.ts; restore reads
   * the folder named after the file it is given): the folder's name when written, how many objects and bytes, and how many a row named but the store no longer held. Absent
   * when the backup carries no files (older backups, or no store given).
   */
  files?: { dir: string; count: number; bytes: number; missing: number };
}

export interface BackupRowLine {
  table: string;
  row: Record<string, unknown>;
}

export function encodeValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export function decodeValue(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && '$base64' in value) {
    return Buffer.from(String((value as { $base64: unknown }).$base64), 'base64');
  }
  return value;
}

export function isBackupHeader(value: unknown): value is BackupHeader {
  if (typeof value !== 'object' || value === null) return false;
  const header = value as Partial<BackupHeader>;
  return (
    header.format === BACKUP_FORMAT && header.version === BACKUP_VERSION && Array.isArray(header.migrations)
  );
}
