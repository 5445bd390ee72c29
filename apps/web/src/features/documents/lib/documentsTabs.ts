import { documentsMessages, formatMessage } from '@guru/shared';
import { DocumentsViewer } from './documentsRole';

/**
 * The tabs of the dashboard by role (seed 001 section 2.1): a client or second user has "Private
 * Documents" and "Shared with FA" (the default), the advisor "Client: {name}" (the client's shared
 * area); "Share with me" only when something was shared with the user, and alone for a third party.
 */
export const DocumentsTab = {
  private: 'private',
  shared: 'shared',
  client: 'client',
  shareWithMe: 'shareWithMe',
} as const;
export type DocumentsTab = (typeof DocumentsTab)[keyof typeof DocumentsTab];

export function tabsFor(viewer: DocumentsViewer, hasSharedWithMe: boolean): DocumentsTab[] {
  const withShared = hasSharedWithMe ? [DocumentsTab.shareWithMe] : [];
  switch (viewer) {
    case DocumentsViewer.client:
      return [DocumentsTab.private, DocumentsTab.shared, ...withShared];
    case DocumentsViewer.advisor:
      return [DocumentsTab.client, ...withShared];
    case DocumentsViewer.thirdParty:
      return [DocumentsTab.shareWithMe];
  }
}

export function defaultTab(viewer: DocumentsViewer): DocumentsTab {
  switch (viewer) {
    case DocumentsViewer.client:
      return DocumentsTab.shared;
    case DocumentsViewer.advisor:
      return DocumentsTab.client;
    case DocumentsViewer.thirdParty:
      return DocumentsTab.shareWithMe;
  }
}

export function tabLabel(tab: DocumentsTab, clientName: string): string {
  switch (tab) {
    case DocumentsTab.private:
      return documentsMessages.tabPrivate;
    case DocumentsTab.shared:
      return documentsMessages.tabShared;
    case DocumentsTab.client:
      return formatMessage(documentsMessages.tabClient, { name: clientName });
    case DocumentsTab.shareWithMe:
      return documentsMessages.tabShareWithMe;
  }
}

/** The list and folder filters of a tab (GET /docVaults/me and /docVaults/folders). */
export interface TabFilter {
  isFilterShareFA?: boolean;
  isOnlyFilterSharing?: boolean;
  clientId?: string;
}

export function tabFilter(tab: DocumentsTab, clientId: string | null): TabFilter {
  switch (tab) {
    case DocumentsTab.private:
      return { isFilterShareFA: false };
    case DocumentsTab.shared:
      return { isFilterShareFA: true };
    case DocumentsTab.client:
      return clientId === null ? { isFilterShareFA: true } : { isFilterShareFA: true, clientId };
    case DocumentsTab.shareWithMe:
      return { isOnlyFilterSharing: true };
  }
}

/** The tabs whose items belong to the caller's (or, for the advisor, the client's) own space. */
export function isOwnSpaceTab(tab: DocumentsTab): boolean {
  return tab !== DocumentsTab.shareWithMe;
}

/** The area a tab shows, or null for "Share with me". */
export function tabIsShareFA(tab: DocumentsTab): boolean | null {
  if (tab === DocumentsTab.private) return false;
  if (tab === DocumentsTab.shareWithMe) return null;
  return true;
}
