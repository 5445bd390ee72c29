import { documentFileNameMessages as m } from '../messages-documents.js';

/**
 * Characters a document's name may not hold (ADR 0031), checked by the server at upload and rename
 * and by the browser beside the field: C0 controls, DEL and C1 controls; bidirectional controls
 * (U+202E shows "…fdp.svg" as "…gvs.pdf"); zero-width characters. Each class has its own message.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/u;
const directionControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const invisibleCharacters = /[\u200b-\u200d\u2060\ufeff]/u;

/** Whether a server's message is one of fileNameProblem's (the browser shows it beside the name). */
export function isFileNameProblem(message: string): boolean {
  return (Object.values(m) as string[]).includes(message);
}

/** Why `fileName` is refused for the characters it holds, or null when it holds none of them. */
export function fileNameProblem(fileName: string): string | null {
  if (controlCharacters.test(fileName)) return m.controlCharacters;
  if (directionControls.test(fileName)) return m.directionControls;
  if (invisibleCharacters.test(fileName)) return m.invisibleCharacters;
  return null;
}
