import crypto from 'node:crypto';
import {
  ErrorCode,
  companyAvatarPath,
  subscriptionLimits,
  subscriptionMessages,
  type BrandingSettings,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { brandingOwnerId } from './branding.service.js';
import { logoTypeOf } from './logo-image.js';

/**
 * The firm's branding as its advisors edit it: the company name and the logo (PNG or JPEG, told by
 * its bytes, at most 1 MB; stored in firms.logo_png). Entry pages read both on every request, and the
 * logo is served with a validator, so a change shows at once.
 */
export class BrandingAdminService {
  constructor(private readonly ctx: AppContext) {}

  async settings(firmId: string): Promise<BrandingSettings> {
    const firm = await this.ctx.repos.firms.findById(firmId);
    if (!firm) throw appErrors.notFound();
    const logo = await this.ctx.repos.firms.logoOfFirm(firmId);
    return {
      companyName: firm.name,
      subdomain: firm.subdomain,
      logoUrl: companyAvatarPath(await brandingOwnerId(this.ctx, firmId)),
      customLogo: logo !== null,
    };
  }

  async rename(firmId: string, companyName: string): Promise<BrandingSettings> {
    await this.ctx.repos.firms.rename(firmId, companyName);
    return this.settings(firmId);
  }

  async setLogo(firmId: string, bytes: Buffer): Promise<BrandingSettings> {
    if (bytes.length > subscriptionLimits.logoMaxBytes)
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, subscriptionMessages.logoTooLarge);
    if (!logoTypeOf(bytes))
      throw new AppError(ErrorCode.UNSUPPORTED_FILE_TYPE, subscriptionMessages.logoInvalid);
    await this.ctx.repos.firms.setLogo(firmId, bytes);
    return this.settings(firmId);
  }

  /** Back to the generated logo. */
  async removeLogo(firmId: string): Promise<BrandingSettings> {
    await this.ctx.repos.firms.setLogo(firmId, null);
    return this.settings(firmId);
  }
}

/** A strong validator of the logo's bytes. */
export function logoEtag(bytes: Uint8Array): string {
  return `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}
