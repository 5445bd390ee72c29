import type { DocumentArea } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import type { NotificationDirection } from '../../../db/tables/sharing.table.js';

/** A document that has just become visible (the uploads module calls this after its transaction). */
export interface DocumentUploaded {
  firmId: string;
  clientId: string;
  documentId: string;
  fileName: string;
  area: DocumentArea;
  uploaderId: string;
  byAdvisor: boolean;
}

/** Uploads of one client and direction within this window after the first make one e-mail. */
export const NOTIFICATION_WINDOW_SECONDS = 60;

/**
 * Upload notifications (docs/ARCHITECTURE.md, "Documents Guru sharing"): an advisor's upload to a
 * client's shared area is announced to the client, a client's (or second user's) to the firm's
 * advisors; the private area is never announced. The upload is only queued here
 * (document_notifications); the notifications job (notification-flush.ts) sends one e-mail per client
 * and direction for everything due, checking the client's notification setting then. A batch is due
 * NOTIFICATION_WINDOW_SECONDS after its first upload: later uploads join it until then, so a burst
 * makes one e-mail, and instances sharing the database agree because the batch is in the database.
 */
export async function notifyDocumentUploaded(ctx: AppContext, event: DocumentUploaded): Promise<void> {
  if (event.area !== 'shared') return;
  const direction: NotificationDirection = event.byAdvisor ? 'to_client' : 'to_advisors';
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const repo = ctx.repos.documentNotifications;
  // The batch still waiting for this client and direction, if any: join it.
  const open = await repo.openBatchDue(event.firmId, event.clientId, direction, nowIso);
  const sendAfter = open ?? new Date(now.getTime() + NOTIFICATION_WINDOW_SECONDS * 1000).toISOString();
  await repo.queue({
    firmId: event.firmId,
    clientId: event.clientId,
    direction,
    documentId: event.documentId,
    createdAt: nowIso,
    sendAfter,
  });
}
