import { unzipSync } from 'fflate';
import { stripBom } from './csv';
import { ImportFileError } from './importedRecord';

/** An import file as the parsers read it: its bytes, its text (UTF-8) and, for a protected file, the password typed. */
export interface FileContent {
  name: string;
  bytes: Uint8Array;
  text: () => string;
  password?: string;
}

export function fileContent(name: string, bytes: Uint8Array, password?: string): FileContent {
  let text: string | null = null;
  return {
    name,
    bytes,
    password,
    text: () => (text ??= stripBom(new TextDecoder('utf-8').decode(bytes))),
  };
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The files of a ZIP archive whose names `wanted` accepts, as text. */
export function zipTexts(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, string> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => wanted(file.name) });
  } catch {
    throw new ImportFileError('malformed');
  }
  const decoder = new TextDecoder('utf-8');
  return new Map(Object.entries(files).map(([name, data]) => [name, stripBom(decoder.decode(data))]));
}

/** JSON.parse with the line of a syntax error (V8 names the character position in its message). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    const line = match ? text.slice(0, Number(match[1])).split('\n').length : null;
    throw new ImportFileError('malformed', line === null ? null : { kind: 'line', line });
  }
}

/** Narrowing helpers for JSON read from a file. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function obj(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}
