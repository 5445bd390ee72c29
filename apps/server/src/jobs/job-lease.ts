import crypto from 'node:crypto';
import os from 'node:os';

/** This process, as a lease holder: host, process id and a random part (two apps in one process differ). */
export function newHolderId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}
