import { documentsLimits, documentsMessages } from '@guru/shared';
import { isAcceptedFileType } from './fileTypes';

/**
 * Checks a file before its upload starts (seed 001 section 5): at most 500,000,000 bytes, and a
 * document, image or text type. Returns the message to show, or null when the file may go.
 */
export function uploadRefusal(file: { name: string; size: number; type: string }): string | null {
  if (file.size > documentsLimits.maxFileBytes) return documentsMessages.fileTooBig;
  if (!isAcceptedFileType(file)) return documentsMessages.invalidFileType;
  return null;
}
