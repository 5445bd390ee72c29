/** Which constraint a failed write hit, on either dialect; null when it was something else. */
export function constraintViolation(err: unknown): 'unique' | 'foreign_key' | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE')
    return 'unique';
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreign_key';
  return null;
}
