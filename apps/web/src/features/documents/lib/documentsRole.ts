import type { CurrentUser } from '@guru/shared';

/** Role ids of the specification (seed 001 section 6). */
export const documentsRoleIds = { client: 3, secondUser: 4, thirdParty: 5, advisor: 6 } as const;

/**
 * Who looks at the vault: a client or second user (same rights), the financial advisor (opens a
 * client's shared area), or a third-party user (sees only what was shared with them).
 */
export const DocumentsViewer = { client: 'client', advisor: 'advisor', thirdParty: 'thirdParty' } as const;
export type DocumentsViewer = (typeof DocumentsViewer)[keyof typeof DocumentsViewer];

export function viewerOf(user: Pick<CurrentUser, 'roleId' | 'scope'>): DocumentsViewer {
  if (user.scope === 'admin' || user.roleId === documentsRoleIds.advisor) return DocumentsViewer.advisor;
  if (user.roleId === documentsRoleIds.thirdParty) return DocumentsViewer.thirdParty;
  return DocumentsViewer.client;
}
