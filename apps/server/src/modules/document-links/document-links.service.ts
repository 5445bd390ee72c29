import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  documentLinksLimits,
  documentLinksMessages as m,
  formatMessage,
  ErrorCode,
  type DocumentLink,
  type DocumentLinkContents,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { primed } from '../documents/documents-download.service.js';
import type { SpaceScope } from '../documents/documents.policy.js';
import type { DocumentDbRow } from '../documents/documents.repository.js';
import { attachmentDisposition, downloadContentType } from '../documents/download-headers.js';
import { configuredFirmOrigin } from '../documents/sharing/mail-origin.js';
import { checkCodes, issueEmailCode } from '../one-time-codes/one-time-codes.js';
import type { LinkRow } from './document-links.repository.js';
import { codeMail, linkMail, maskEmail } from './link-mail.js';
import { recordActivity, type ActivityActor, type ActivityEntry } from '../documents/documents-activity.js';

const TOKEN_PURPOSE = 'document-link-token';
const SESSION_PURPOSE = 'document-link-session';

export interface LinksCaller {
  user: DocumentsUser;
  actor: ActivityActor;
  ip: string | null;
}

/** What an outsider's browser holds once the code was right: the link's id and a secret (the cookie). */
export interface LinkSession {
  linkId: string;
  secret: string;
}

const unavailable = () => new AppError(ErrorCode.NOT_FOUND, m.linkUnavailable);
const sessionEnded = () => new AppError(ErrorCode.UNAUTHENTICATED, m.sessionEnded);

function presentLink(row: LinkRow): DocumentLink {
  return {
    id: row.id,
    itemType: row.item_type,
    itemId: row.item_id,
    itemName: row.item_name,
    email: row.email,
    expiresAt: row.expires_at,
    downloadLimit: row.download_limit === null ? null : Number(row.download_limit),
    downloads: Number(row.downloads),
    revokedAt: row.revoked_at,
    createdAt: row.created_at,
  };
}

/**
 * Links for outsiders (ADR 0047). An advisor sends a view-and-download link of a shared-area file or
 * folder to one e-mail address; whoever opens it gets a one-time code at that address and, with it, a
 * short session (an httpOnly cookie) that reaches that item only, and only while it is still in the
 * shared area. The link's token and the session's secret are kept as keyed hashes only. Every send,
 * opening, download and revocation is in the client's shared activity.
 */
export class DocumentLinksService {
  constructor(private readonly ctx: AppContext) {}

  private get repo() {
    return this.ctx.repos.documentLinks;
  }

  /** The firm's shared area, every client: where an advisor's link may point. */
  private advisorScope(user: DocumentsUser): SpaceScope & { firmId: string } {
    if (user.kind !== 'advisor') throw appErrors.forbidden();
    return { kind: 'space', firmId: user.firmId, clientId: null, areas: ['shared'] };
  }

  private async sharedItem(scope: SpaceScope, type: 'file' | 'folder', id: string) {
    const item =
      type === 'file'
        ? await this.ctx.repos.documents.findDocument(scope, id)
        : await this.ctx.repos.documentFolders.findFolder(scope, id);
    if (!item) throw appErrors.notFound();
    return { clientId: item.client_id, name: 'file_name' in item ? item.file_name : item.name };
  }

  async create(
    c: LinksCaller,
    body: {
      type: 'file' | 'folder';
      id: string;
      email: string;
      expiresInDays: number;
      downloadLimit: number | null;
    },
  ): Promise<DocumentLink> {
    const scope = this.advisorScope(c.user);
    const item = await this.sharedItem(scope, body.type, body.id);
    const firm = await this.ctx.repos.firms.findById(scope.firmId);
    if (!firm) throw appErrors.notFound();
    const now = this.ctx.clock.now();
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = addMinutes(now, body.expiresInDays * 24 * 60);
    const email = body.email.toLowerCase();
    const row: LinkRow = {
      id: crypto.randomUUID(),
      firm_id: scope.firmId,
      client_id: item.clientId,
      item_type: body.type,
      item_id: body.id,
      item_name: item.name,
      email,
      token_hash: this.ctx.secrets.hmac(TOKEN_PURPOSE, token),
      expires_at: expiresAt.toISOString(),
      download_limit: body.downloadLimit,
      downloads: 0,
      session_hash: null,
      session_expires_at: null,
      created_by: c.user.userId,
      created_at: now.toISOString(),
      revoked_at: null,
      last_opened_at: null,
    };
    const outgoing = this.ctx.outgoing.batch();
    await this.repo.transaction(async (repo, trx) => {
      await repo.insert(row);
      await recordActivity(
        this.ctx,
        trx,
        this.activity(row, 'link_sent', c.actor, c.ip, formatMessage(m.activityLinkSent, { email })),
      );
      await outgoing.mail(
        trx,
        linkMail({
          firm,
          origin: configuredFirmOrigin(this.ctx.config, firm),
          sender: `${c.actor.firstName} ${c.actor.lastName}`,
          to: email,
          itemType: body.type,
          itemName: item.name,
          expiresAt,
          token,
        }),
      );
    });
    await outgoing.deliver();
    return presentLink(row);
  }

  async list(user: DocumentsUser, type: 'file' | 'folder', id: string): Promise<DocumentLink[]> {
    const scope = this.advisorScope(user);
    await this.sharedItem(scope, type, id);
    return (await this.repo.ofItem(scope.firmId, id)).map(presentLink);
  }

  async revoke(c: LinksCaller, id: string): Promise<DocumentLink> {
    const scope = this.advisorScope(c.user);
    const row = await this.repo.find(scope.firmId, id);
    if (!row) throw appErrors.notFound();
    const at = this.ctx.clock.now();
    await this.repo.transaction(async (repo, trx) => {
      if (!(await repo.revoke(scope.firmId, id, at.toISOString()))) return;
      await recordActivity(
        this.ctx,
        trx,
        this.activity(
          row,
          'link_revoked',
          c.actor,
          c.ip,
          formatMessage(m.activityLinkRevoked, { email: row.email }),
        ),
      );
    });
    return presentLink((await this.repo.find(scope.firmId, id))!);
  }

  private activity(
    row: LinkRow,
    action: 'link_sent' | 'link_opened' | 'link_download' | 'link_revoked',
    actor: ActivityActor,
    ip: string | null,
    detail: string,
    file?: { id: string; name: string },
  ): ActivityEntry {
    return {
      firmId: row.firm_id,
      clientId: row.client_id,
      area: 'shared',
      itemType: file ? 'file' : row.item_type,
      itemId: file ? file.id : row.item_id,
      itemName: file ? file.name : row.item_name,
      action,
      actor,
      detail,
      ip,
      at: this.ctx.clock.now(),
    };
  }

  /** The outsider as the activity names them: the link's address. */
  private outsider(row: LinkRow): ActivityActor {
    return { id: null, firstName: '', lastName: '', email: row.email };
  }

  /** A live link of the host's firm (unknown, another firm's, revoked, expired and used-up links alike refused). */
  private live(row: LinkRow | undefined, firm: FirmSummary): LinkRow {
    const now = this.ctx.clock.now().toISOString();
    if (!row || row.firm_id !== firm.id || row.revoked_at !== null || row.expires_at <= now)
      throw unavailable();
    if (row.download_limit !== null && Number(row.downloads) >= Number(row.download_limit))
      throw new AppError(ErrorCode.NOT_FOUND, m.downloadLimitReached);
    return row;
  }

  private byToken(token: string, firm: FirmSummary): Promise<LinkRow> {
    return this.repo
      .findByTokenHash(this.ctx.secrets.hmac(TOKEN_PURPOSE, token))
      .then((row) => this.live(row, firm));
  }

  /** Opening the link e-mails a code to its address. */
  async open(firm: FirmSummary, token: string): Promise<{ firmName: string; maskedEmail: string }> {
    const row = await this.byToken(token, firm);
    await issueEmailCode(this.ctx, {
      purpose: 'document-link',
      subject: row.id,
      userId: null,
      firmId: firm.id,
      email: row.email,
      mail: (code) => codeMail(firm, row.email, code),
    });
    return { firmName: firm.name, maskedEmail: maskEmail(row.email) };
  }

  /** The right code opens a session for this browser (the returned secret goes into an httpOnly cookie). */
  async verify(firm: FirmSummary, token: string, code: string, ip: string | null): Promise<LinkSession> {
    const row = await this.byToken(token, firm);
    const verdict = await checkCodes(this.ctx, { purpose: 'document-link', subject: row.id, userId: null }, [
      { subject: row.id, code },
    ]);
    if (verdict === 'used-up') throw new AppError(ErrorCode.VALIDATION, m.codeUsedUp);
    if (verdict !== 'right') throw new AppError(ErrorCode.VALIDATION, m.wrongCode);
    const secret = crypto.randomBytes(32).toString('base64url');
    const now = this.ctx.clock.now();
    const until = addMinutes(now, documentLinksLimits.sessionMinutes).toISOString();
    await this.repo.transaction(async (repo, trx) => {
      await repo.openSession(
        row.id,
        this.ctx.secrets.hmac(SESSION_PURPOSE, secret),
        until < row.expires_at ? until : row.expires_at,
        now.toISOString(),
      );
      await recordActivity(
        this.ctx,
        trx,
        this.activity(
          row,
          'link_opened',
          this.outsider(row),
          ip,
          formatMessage(m.activityLinkOpened, { email: row.email }),
        ),
      );
    });
    return { linkId: row.id, secret };
  }

  /** The link a session cookie opens, while both are live. */
  private async bySession(firm: FirmSummary, session: LinkSession | null): Promise<LinkRow> {
    if (!session) throw sessionEnded();
    const row = await this.repo.find(firm.id, session.linkId);
    const now = this.ctx.clock.now().toISOString();
    if (
      !row ||
      row.session_hash === null ||
      row.session_expires_at === null ||
      row.session_expires_at <= now ||
      !this.ctx.secrets.hmacMatches(SESSION_PURPOSE, session.secret, row.session_hash)
    ) {
      if (row && (row.revoked_at !== null || row.expires_at <= now)) throw unavailable();
      throw sessionEnded();
    }
    return this.live(row, firm);
  }

  /** The files the link reaches now: its file, or its folder's files, while in the shared area of its client. */
  private async files(row: LinkRow): Promise<DocumentDbRow[]> {
    const scope: SpaceScope = {
      kind: 'space',
      firmId: row.firm_id,
      clientId: row.client_id,
      areas: ['shared'],
    };
    if (row.item_type === 'file') {
      const doc = await this.ctx.repos.documents.findDocument(scope, row.item_id);
      if (!doc) throw unavailable();
      return [doc];
    }
    if (!(await this.ctx.repos.documentFolders.findFolder(scope, row.item_id))) throw unavailable();
    const docs = await this.ctx.repos.documents.filesOfFolders(scope, [row.item_id]);
    return docs.sort((a, b) => a.name_key.localeCompare(b.name_key));
  }

  async contents(firm: FirmSummary, session: LinkSession | null): Promise<DocumentLinkContents> {
    const row = await this.bySession(firm, session);
    const files = await this.files(row);
    return {
      firmName: firm.name,
      itemType: row.item_type,
      itemName: row.item_name,
      expiresAt: row.expires_at,
      downloadsLeft: row.download_limit === null ? null : Number(row.download_limit) - Number(row.downloads),
      files: files.map((f) => ({
        id: f.id,
        fileName: f.file_name,
        size: Number(f.size),
        mimeType: f.mime_type,
      })),
    };
  }

  /** One file the link reaches, whole; counted against the limit before a byte is read. */
  async download(
    firm: FirmSummary,
    session: LinkSession | null,
    documentId: string,
    ip: string | null,
  ): Promise<{ headers: Record<string, string>; body: Readable }> {
    const row = await this.bySession(firm, session);
    const doc = (await this.files(row)).find((f) => f.id === documentId);
    if (!doc) throw appErrors.notFound();
    if (!(await this.repo.takeDownload(row.id, this.ctx.clock.now().toISOString())))
      throw new AppError(ErrorCode.NOT_FOUND, m.downloadLimitReached);
    const size = Number(doc.size);
    const stream = await this.ctx.files.get(doc.object_key);
    const body =
      size === 0
        ? stream
        : await primed(stream, (err) =>
            this.ctx.log.error(
              { err, documentId: doc.id },
              'stored file unreadable mid-download: response aborted',
            ),
          );
    await recordActivity(
      this.ctx,
      undefined,
      this.activity(
        row,
        'link_download',
        this.outsider(row),
        ip,
        formatMessage(m.activityLinkDownload, { email: row.email }),
        {
          id: doc.id,
          name: doc.file_name,
        },
      ),
    );
    return {
      headers: {
        'content-type': downloadContentType(doc.mime_type),
        'content-disposition': attachmentDisposition(doc.file_name),
        'content-length': String(size),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      },
      body,
    };
  }
}
