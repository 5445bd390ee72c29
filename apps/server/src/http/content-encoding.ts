/** Encodings the build writes beside text files, in our order of preference. */
export type PrecompressedEncoding = 'br' | 'gzip';

/**
 * The best of `available` that an Accept-Encoding header takes (`q=0` refuses one; `*` takes any not named),
 * or null for the file as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly PrecompressedEncoding[]): PrecompressedEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: PrecompressedEncoding | null = null;
  for (const encoding of available) {
    if (weightOf(encoding) > 0 && (best === null || weightOf(encoding) > weightOf(best))) best = encoding;
  }
  return best;
}
