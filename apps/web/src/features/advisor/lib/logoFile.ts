import { subscriptionLimits, subscriptionMessages } from '@guru/shared';

/** The logo types the server accepts (it checks the bytes too). */
export const logoTypes = ['image/png', 'image/jpeg'] as const;

/** Why a chosen file cannot be a logo, before it is sent (the server's messages), or null. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(logoTypes as readonly string[]).includes(file.type)) return subscriptionMessages.logoInvalid;
  if (file.size > subscriptionLimits.logoMaxBytes) return subscriptionMessages.logoTooLarge;
  if (file.size === 0) return subscriptionMessages.logoInvalid;
  return null;
}

/** The logo URL with a version, so that browsers that cached the old image (5 minutes) show the new one. */
export function logoUrlVersion(url: string, version: number): string {
  const [path] = url.split('?');
  return `${path ?? url}?v=${version}`;
}
