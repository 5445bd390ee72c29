import type { FastifyInstance } from 'fastify';
import { companyAvatarPath, messages, webAppPaths } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { resolveFirmOfHost } from '../../http/tenancy.plugin.js';
import { brandingOwnerId } from './branding.service.js';
import { logoTypeOf } from './logo-image.js';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The suite's own icons: always listed, so that the app installs whatever logo the firm has. */
const suiteIcons: ManifestIcon[] = [
  { src: webAppPaths.icon192, sizes: '192x192', type: 'image/png' },
  { src: webAppPaths.icon512, sizes: '512x512', type: 'image/png' },
];

/** The manifest of the firm's installed app: its name, its logo first (when it uploaded one), then the suite's icons. */
export function webAppManifest(
  firm: { name: string; logo: { ownerId: string; type: string } | null } | null,
) {
  const name = firm?.name ?? messages.productName;
  const icons = firm?.logo
    ? [{ src: companyAvatarPath(firm.logo.ownerId), sizes: 'any', type: firm.logo.type }, ...suiteIcons]
    : suiteIcons;
  return {
    id: '/',
    name,
    short_name: name,
    start_url: webAppPaths.startUrl,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#364fc7',
    icons,
  };
}

/**
 * `/manifest.webmanifest`, public (a browser fetches it without credentials, before anyone signs in): built
 * from the branding of the host's firm; the suite's name when the host names no firm (ADR 0032).
 */
export async function installManifestRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    accessScope({ access: 'public' }, (r) => {
      resolveFirmOfHost(r, ctx);
      r.get(webAppPaths.manifest, async (req, reply) => {
        const firm = req.resolvedFirm;
        let logo: { ownerId: string; type: string } | null = null;
        if (firm) {
          const bytes = await ctx.repos.firms.logoOfFirm(firm.id);
          const type = bytes ? logoTypeOf(bytes) : null;
          if (type) logo = { ownerId: await brandingOwnerId(ctx, firm.id), type };
        }
        const manifest = webAppManifest(firm ? { name: firm.name, logo } : null);
        return reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(JSON.stringify(manifest));
      });
    }),
  );
}
