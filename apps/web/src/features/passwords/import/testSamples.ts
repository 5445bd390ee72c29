import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { fileContent, type FileContent } from './fileContent';

/** The sample files of the importers' tests (samples/), written from each format's published description. */
/** The samples' folder (the tests run from the repository's root). */
export const samplesDir = join(process.cwd(), 'apps/web/src/features/passwords/import/samples');

export function sample(name: string, password?: string): FileContent {
  const bytes = new Uint8Array(readFileSync(join(samplesDir, name)));
  return fileContent(name, bytes, password);
}

/** A 1PUX archive made of the sample export.data (1Password's ZIP, with its attributes file). */
export function samplePux(): FileContent {
  const data = readFileSync(join(samplesDir, '1password-export.data.json'), 'utf8');
  const bytes = zipSync({ 'export.attributes': strToU8('{"version":3}'), 'export.data': strToU8(data) });
  return fileContent('export.1pux', bytes);
}
