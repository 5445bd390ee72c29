import { DEV_PREFIX, ErrorCode, devPaths, escapeHtml, messages, type OutboxMessage } from '@guru/shared';
import { AppError } from '../../lib/app-error.js';
import { isLoopback } from '../../http/hardening.js';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, type ModuleRoutes } from '../../http/module-routes.js';

/**
 * Outside production (app.ts registers it only then), and only to a caller on this machine (the raw
 * socket's address: a server listening on every interface does not hand its codes to the network):
 * the outbox as JSON, or as a page for a person (Accept: text/html), once what is queued and due is delivered.
 */
export function devOutboxRoutes(ctx: AppContext): ModuleRoutes {
  const outbox = accessScope({ access: 'public' }, (r) => {
    r.get(pathUnder(DEV_PREFIX, devPaths.outbox), async (req, reply) => {
      if (!isLoopback(req.socket.remoteAddress))
        throw new AppError(ErrorCode.FORBIDDEN, messages.outboxLoopbackOnly);
      // What the server has sent by now: the messages queued before this call are delivered first (their
      // rows are written before the answer that caused them), so "nothing was sent" is read, not waited for.
      await ctx.outgoing.drain(5_000);
      const data = await ctx.repos.outbox.list();
      const wantsHtml = (req.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) return { data };
      return reply.type('text/html; charset=utf-8').send(renderOutboxPage(data));
    });
  });
  return { [DEV_PREFIX]: outbox };
}

function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article class="msg"><header><span class="ch ${m.channel}">${m.channel.toUpperCase()}</span>
<strong>${escapeHtml(m.to)}</strong><time>${escapeHtml(m.createdAt)}</time></header>
${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · Guru Suite</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937;background:#f8fafc}
h1{font-size:1.5rem}.msg{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:0 0 1rem}
.msg header{display:flex;gap:.75rem;align-items:center}.msg time{margin-left:auto;color:#6b7280;font-size:.85rem}
.ch{font-size:.7rem;font-weight:700;padding:.15rem .45rem;border-radius:4px;background:#e0e7ff;color:#3730a3}.ch.sms{background:#dcfce7;color:#166534}
h2{font-size:1rem;margin:.75rem 0 .25rem}pre{white-space:pre-wrap;font-family:inherit;margin:.5rem 0 0}</style></head>
<body><h1>Outbox</h1><p>E-mails and text messages that would have been sent. Newest first. Shown only outside production.</p>
${rows || '<p>No messages yet.</p>'}</body></html>`;
}
