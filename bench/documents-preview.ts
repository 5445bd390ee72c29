/**
 * Documents Guru's viewer (ADR 0046): how long a 20 MB, 200-page PDF takes to show its first page.
 *
 * The whole server runs in this process (`startBenchServer`, demo data, the built web app of WEB_DIST_DIR,
 * default apps/web/dist); a PDF of BENCH_PREVIEW_PAGES (200) pages of about 100 KB each (its pages' content
 * streams padded, so its weight is spread over its pages as a scan's is) is stored in the demo client's
 * Shared with FA area as an upload is. Debian's Chromium signs the demo client in to Documents Guru
 * (password, texted code from the outbox, PIN), opens "No Group" and clicks the file's name. Measured in
 * the page: from the click to the first page drawn on its canvas (`data-state="drawn"`), the first time
 * (pdf.js and its worker loaded from the server) and again (from the browser's cache), with the number of
 * range requests and the bytes of the document read by then.
 *
 * Target (printed, never asserted): first page shown ≤ 1 s after opening.
 *
 *   WEB_DIST_DIR=<built web app> npx tsx bench/documents-preview.ts   (npm run bench -- documents-preview)
 */
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import {
  AppType,
  appRoutes,
  documentsMessages,
  documentsScreenMessages,
  formatMessage,
  limits,
  messages,
} from '@guru/shared';
import { chromiumArgs, chromiumPath } from '../e2e/fixtures/browser.js';
import { demo } from '../e2e/fixtures/demo-users.js';
import { newestOutboxId, waitForSmsCodeTo } from '../e2e/fixtures/outbox.js';
import { samplePdf } from '../e2e/fixtures/sample-pdf.js';
import { demoFirm } from '../apps/server/src/demo/demo-data.js';
import { seedDocument } from '../apps/server/src/test/fixtures/documents.js';
import { startBenchServer } from './lib/bench-server.js';

const PAGES = Number(process.env.BENCH_PREVIEW_PAGES ?? 200);
const PAGE_BYTES = Number(process.env.BENCH_PREVIEW_PAGE_BYTES ?? 100_000);
const TARGET_MS = 1_000;
const FILE_NAME = 'Scanned statements.pdf';

const log = (line: string) => console.log(`[documents-preview] ${line}`);

function digitBox(page: Page, n: number, total: number) {
  return page.getByLabel(formatMessage(messages.digitLabel, { n, total }), { exact: true });
}

async function signIn(page: Page): Promise<void> {
  const routes = appRoutes(AppType.documents);
  await page.goto(routes.login);
  await page.getByLabel(messages.usernameLabel, { exact: true }).fill(demo.client.username);
  await page.getByLabel(messages.passwordLabel, { exact: true }).fill(demo.client.password);
  const before = await newestOutboxId(page.request);
  await page.getByRole('button', { name: messages.signInButton }).click();
  await page.waitForURL(`**${routes.verify2fa}`);
  const code = await waitForSmsCodeTo(page.request, demo.client.phone, before);
  await digitBox(page, 1, limits.twoFactorCodeLength).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: messages.signInButton }).click();
  await page.waitForURL(`**${routes.verifyPin}`);
  await digitBox(page, 1, limits.pinLength).click();
  await page.keyboard.type(demo.client.pin);
  await page.getByRole('button', { name: messages.verify }).click();
  await page.getByRole('heading', { level: 1, name: documentsMessages.title }).waitFor();
}

interface Opening {
  firstPageMs: number;
  ranges: number;
  bytes: number;
}

/** Clicks the file's name and waits, in the page, for its first page to be drawn. */
async function openPreview(page: Page, documentId: string): Promise<Opening> {
  let ranges = 0;
  let bytes = 0;
  let counting = true;
  const onResponse = (res: import('playwright-core').Response) => {
    if (!counting || !res.url().includes(`id=${documentId}`)) return;
    ranges += 1;
    if (res.status() === 206) bytes += Number(res.headers()['content-length'] ?? 0);
  };
  page.on('response', onResponse);
  await page.evaluate(() => {
    const w = window as unknown as { __drawnAt?: number; __clickAt?: number };
    delete w.__drawnAt;
    document.addEventListener('click', () => (w.__clickAt = performance.now()), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      const first = document.querySelector('[data-testid="pdf-page"]');
      if (first?.getAttribute('data-state') === 'drawn' && w.__drawnAt === undefined) {
        w.__drawnAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  await page.getByRole('button', { name: FILE_NAME, exact: true }).first().click();
  await page.waitForFunction(
    () => (window as unknown as { __drawnAt?: number }).__drawnAt !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
  counting = false;
  page.off('response', onResponse);
  const firstPageMs = await page.evaluate(() => {
    const w = window as unknown as { __drawnAt: number; __clickAt: number };
    return w.__drawnAt - w.__clickAt;
  });
  await page.keyboard.press('Escape');
  await page.getByTestId('preview-body').waitFor({ state: 'detached' });
  return { firstPageMs, ranges, bytes };
}

async function main(): Promise<void> {
  const webDistDir = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  const server = await startBenchServer({ webDistDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const ctx = server.app.guru;
    const firm = await ctx.repos.firms.findBySubdomain(demoFirm.subdomain);
    const client = firm
      ? await ctx.repos.users.findForLogin(firm.id, demo.client.username.toLowerCase(), false)
      : undefined;
    if (!firm || !client) throw new Error('the demo client is missing');
    const pdf = samplePdf(PAGES, PAGE_BYTES, 'Statement');
    const doc = await seedDocument(
      ctx,
      { firmId: firm.id, clientId: client.id },
      {
        area: 'shared',
        uploadedBy: client.id,
        fileName: FILE_NAME,
        bytes: pdf,
      },
    );
    log(
      `${PAGES}-page PDF of ${(pdf.length / 1e6).toFixed(1)} MB stored in the demo client's Shared with FA`,
    );

    const page = await (
      await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } })
    ).newPage();
    await signIn(page);
    await page
      .getByRole('button', {
        name: formatMessage(documentsScreenMessages.openFolder, { name: documentsMessages.noGroup }),
        exact: true,
      })
      .click();
    await page.getByRole('button', { name: FILE_NAME, exact: true }).waitFor();

    const cold = await openPreview(page, doc.id);
    const warm = await openPreview(page, doc.id);
    for (const [label, o] of [
      ['first opening (pdf.js loaded)', cold],
      ['second opening', warm],
    ] as const)
      log(
        `${label}: first page shown ${o.firstPageMs.toFixed(0)} ms after the click; ${o.ranges} request(s), ` +
          `${(o.bytes / 1e6).toFixed(2)} MB of the ${(pdf.length / 1e6).toFixed(1)} MB read`,
      );
    const worst = Math.max(cold.firstPageMs, warm.firstPageMs);
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(
      `documents-preview bench: first page of a ${(pdf.length / 1e6).toFixed(0)} MB, ${PAGES}-page PDF in ` +
        `${cold.firstPageMs.toFixed(0)} ms (first), ${warm.firstPageMs.toFixed(0)} ms (again); target ≤ ${TARGET_MS} ms` +
        `${worst <= TARGET_MS ? '' : ' MISSED'}; load average ${load}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
