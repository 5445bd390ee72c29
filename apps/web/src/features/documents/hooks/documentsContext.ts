import { createContext, useContext } from 'react';
import type { AppType } from '@guru/shared';
import type { DocumentsViewer } from '../lib/documentsRole';

/** Who looks at the vault and through which session: shared by the dashboard's parts. */
export interface DocumentsContextValue {
  /** The app whose session backs the screen (sent as x-app-type). */
  app: AppType;
  viewer: DocumentsViewer;
  /** The client whose vault the advisor opened; null for the client's own dashboard. */
  clientId: string | null;
}

export const DocumentsContext = createContext<DocumentsContextValue | null>(null);

export function useDocumentsContext(): DocumentsContextValue {
  const value = useContext(DocumentsContext);
  if (!value) throw new Error('useDocumentsContext must be used inside the documents dashboard');
  return value;
}
