import { XLSX_MIME_TYPE, importTemplateFileName, messages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { buildImportTemplate } from './import-template.js';

/** The import template: as a file to download, or e-mailed to the client from their firm. */
export class TemplateService {
  constructor(private readonly ctx: AppContext) {}

  /** The .xlsx file: the template columns and one example row. */
  file(): Promise<Uint8Array> {
    return buildImportTemplate();
  }

  async mailTo(user: Pick<UserRow, 'email'>, firm: FirmSummary): Promise<void> {
    await this.ctx.mailer.send({
      to: user.email,
      firmId: firm.id,
      fromName: firm.name,
      subject: messages.templateMailSubject,
      text: messages.templateMailText,
      attachments: [
        { filename: importTemplateFileName, content: await this.file(), contentType: XLSX_MIME_TYPE },
      ],
    });
  }
}
