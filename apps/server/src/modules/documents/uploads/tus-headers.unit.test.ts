import { describe, expect, it } from 'vitest';
import { documentFileNameMessages } from '@guru/shared';
import {
  parseByteCount,
  parseUploadMetadata,
  readUploadMetadata,
  speaksTus,
  tusMessages,
  uploadMetadataRefusal,
  withinUploadLimit,
} from './tus-headers.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('tus headers', () => {
  it('needs Tus-Resumable 1.0.0', () => {
    expect(speaksTus('1.0.0')).toBe(true);
    expect(speaksTus(undefined)).toBe(false);
    expect(speaksTus('0.2.2')).toBe(false);
  });

  it('parses byte counts strictly', () => {
    expect(parseByteCount('0')).toBe(0);
    expect(parseByteCount('500000000')).toBe(500_000_000);
    for (const bad of [undefined, '', '-1', '1.5', '1e3', ' 12x', '99999999999999999'])
      expect(parseByteCount(bad), String(bad)).toBeNull();
    expect(withinUploadLimit(500_000_000)).toBe(true);
    expect(withinUploadLimit(500_000_001)).toBe(false);
  });

  it('decodes Upload-Metadata pairs', () => {
    const pairs = parseUploadMetadata(`fileName ${b64('Plan 2026 é.pdf')},isShareFA ${b64('true')},empty`);
    expect(pairs && Object.fromEntries(pairs)).toEqual({
      fileName: 'Plan 2026 é.pdf',
      isShareFA: 'true',
      empty: '',
    });
    expect(parseUploadMetadata(undefined)?.size).toBe(0);
    expect(parseUploadMetadata(`a ${b64('x')},a ${b64('y')}`)).toBeNull();
    expect(parseUploadMetadata('a not*base64')).toBeNull();
    expect(parseUploadMetadata('a b c')).toBeNull();
  });

  it('reads our metadata and refuses bad names and ids', () => {
    const clientId = '0b8f5a5e-3c1e-4d7a-9a53-0f5f8a2a1b11';
    expect(
      readUploadMetadata(
        `fileName ${b64(' Plan.pdf ')},folderId ${b64('null')},isShareFA ${b64('false')},clientId ${b64(clientId)},filetype ${b64('application/pdf')}`,
      ),
    ).toEqual({
      fileName: 'Plan.pdf',
      isShareFA: false,
      clientId,
    });
    expect(readUploadMetadata(`fileName ${b64('Plan.pdf')}`)).toEqual({ fileName: 'Plan.pdf' });
    expect(readUploadMetadata('')).toBeNull();
    expect(readUploadMetadata(`fileName ${b64('../etc/passwd')}`)).toBeNull();
    expect(readUploadMetadata(`fileName ${b64('a.pdf')},folderId ${b64('nope')}`)).toBeNull();
    expect(readUploadMetadata(`fileName ${b64('a.pdf')},isShareFA ${b64('yes')}`)).toBeNull();
  });

  it('tells why a name is refused, and the general metadata message otherwise', () => {
    expect(readUploadMetadata(`fileName ${b64('invoice\u202efdp.svg')}`)).toBeNull();
    expect(uploadMetadataRefusal(`fileName ${b64('invoice\u202efdp.svg')}`)).toBe(
      documentFileNameMessages.directionControls,
    );
    expect(uploadMetadataRefusal(`fileName ${b64('re\u200bport.pdf')}`)).toBe(
      documentFileNameMessages.invisibleCharacters,
    );
    expect(uploadMetadataRefusal(`fileName ${b64('del\u007f.pdf')}`)).toBe(
      documentFileNameMessages.controlCharacters,
    );
    expect(uploadMetadataRefusal(`fileName ${b64('a.pdf')},isShareFA ${b64('yes')}`)).toBe(
      tusMessages.metadata,
    );
    expect(uploadMetadataRefusal('')).toBe(tusMessages.metadata);
  });
});
