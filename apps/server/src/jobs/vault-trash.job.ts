import { purgeExpiredTrash } from '../modules/passwords/passwords-trash.service.js';
import type { ScheduledJob } from './scheduler.js';

/** Hourly, under its lease: Password Guru's trash keeps a deleted entry or folder 30 days (ADR 0042). */
export const vaultTrashJob: ScheduledJob = {
  name: 'passwords.trash-purge',
  everyMinutes: 60,
  run: purgeExpiredTrash,
};
