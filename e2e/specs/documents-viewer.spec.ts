import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import {
  AppType,
  documentsMessages,
  documentsScreenMessages as text,
  documentsViewerMessages as viewer,
  formatMessage,
  healthPaths,
} from '@guru/shared';
import { expectToast } from '../fixtures/console.js';
import {
  documentRow,
  expectUploaded,
  openFolder,
  openTab,
  uploadThroughModal,
} from '../fixtures/documents.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { samplePdf, samplePng } from '../fixtures/sample-pdf.js';
import { signInClient } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

/**
 * Documents Guru's viewer, versions, ZIP downloads and malware scanning (ADR 0046), walked by the client:
 * a PDF and an image previewed (next/previous between them), a new version uploaded over a file of the
 * same name and the old one restored, a folder downloaded as one ZIP holding the exact bytes, and the
 * EICAR test file refused by the server's clamd.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const pdf = {
  name: 'Annual report.pdf',
  mimeType: 'application/pdf',
  buffer: samplePdf(3, 0, 'Annual report'),
};
const firstNote = {
  name: 'Note.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('First version of the note.\n'),
};
const secondNote = {
  name: 'Note.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Second version, rewritten.\n'),
};

async function samplePhoto() {
  return { name: 'Photo.png', mimeType: 'image/png', buffer: await samplePng(160, 90, [30, 110, 200]) };
}

/** The id of the client's Shared with FA file of that name, or '' when there is none. */
function documentIdNamed(page: Page, name: string): Promise<string> {
  return page.evaluate(async (fileName) => {
    const res = await fetch(
      `/pass-api/api/v1/docVaults/me?q=${encodeURIComponent(fileName)}&isFilterShareFA=true`,
      {
        headers: { 'x-app-type': 'documentvault' },
      },
    );
    const body = (await res.json()) as { data: { results: { id: string; fileName: string }[] } };
    return body.data.results.find((d) => d.fileName === fileName)?.id ?? '';
  }, name);
}

/** The current bytes of a file, as the API sends them. */
async function currentBytes(page: Page, name: string): Promise<Buffer> {
  const id = await documentIdNamed(page, name);
  const res = await page.request.get(`/pass-api/api/v1/docVaults/downloadDocument?id=${id}`, {
    headers: { 'x-app-type': AppType.documents },
  });
  return Buffer.from(await res.body());
}

test('the client previews, versions, zips and is protected from malware', async ({ page, request }) => {
  await signInClient(page, request, AppType.documents);
  await openTab(page, documentsMessages.tabShared);
  const photo = await samplePhoto();

  await test.step('a PDF and an image are uploaded', async () => {
    await uploadThroughModal(page, pdf);
    await expectUploaded(page, pdf.name);
    await uploadThroughModal(page, photo);
    await expectUploaded(page, photo.name);
    await openFolder(page);
  });

  await test.step('the PDF opens in the viewer, its first page drawn, the others as they scroll', async () => {
    await documentRow(page, pdf.name).getByRole('button', { name: pdf.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: pdf.name });
    await expect(dialog).toBeVisible();
    const pages = dialog.getByTestId('pdf-page');
    await expect(pages).toHaveCount(3);
    await expect(pages.first()).toHaveAttribute('data-state', 'drawn');
    await expect(
      dialog.getByRole('img', { name: formatMessage(viewer.previewPage, { page: 3, count: 3 }) }),
    ).toBeVisible({ visible: true });
    await pages.last().scrollIntoViewIfNeeded();
    await expect(pages.last()).toHaveAttribute('data-state', 'drawn');
    await expect(dialog.getByRole('button', { name: viewer.previewPrint })).toBeVisible();
    await expect(dialog.getByRole('button', { name: viewer.previewDownload })).toBeVisible();
    await saveScreenshot(page, 'documents-preview-pdf');
  });

  await test.step('the next document in the list is the image, and back again', async () => {
    const dialog = page.getByRole('dialog');
    const next = dialog.getByRole('button', { name: viewer.previewNext });
    const previous = dialog.getByRole('button', { name: viewer.previewPrevious });
    // Whatever the list's order, the two files are side by side in it.
    const forward = await next.isEnabled();
    await (forward ? next : previous).click();
    await expect(page.getByRole('dialog', { name: photo.name })).toBeVisible();
    const image = page.getByTestId('image-preview');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    await saveScreenshot(page, 'documents-preview-image');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'documents-preview-image-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await (forward ? previous : next).click();
    await expect(page.getByRole('dialog', { name: pdf.name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step("a PDF's own JavaScript never runs in the viewer", async () => {
    const scripted = {
      name: 'Scripted.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(1, 0, 'Scripted', 'app.alert("pdf script ran"); this.guruPwned = 1;'),
    };
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await uploadThroughModal(page, scripted);
    await expectUploaded(page, scripted.name);
    await documentRow(page, scripted.name).getByRole('button', { name: scripted.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: scripted.name });
    await expect(dialog.getByTestId('pdf-page').first()).toHaveAttribute('data-state', 'drawn');
    expect(dialogs).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { guruPwned?: number }).guruPwned),
    ).toBeUndefined();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('a file of the same name is offered as a new version, and the old one restored', async () => {
    await uploadThroughModal(page, firstNote);
    await expectUploaded(page, firstNote.name);
    await page.getByRole('button', { name: text.uploadFile }).click();
    const dialog = page.getByRole('dialog', { name: text.uploadTitle });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: text.fileLabel, exact: true }).click();
    await (await chooser).setFiles(secondNote);
    await dialog.getByRole('button', { name: text.upload, exact: true }).click();
    const offer = dialog.getByTestId('new-version-offer');
    await expect(offer).toContainText(formatMessage(viewer.newVersionTitle, { name: firstNote.name }));
    await saveScreenshot(page, 'documents-new-version-offer');
    await offer.getByRole('button', { name: viewer.uploadNewVersion }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await currentBytes(page, firstNote.name)).toString())
      .toBe(secondNote.buffer.toString());

    await page
      .getByRole('button', { name: formatMessage(viewer.versionsItem, { name: firstNote.name }) })
      .click();
    const versions = page.getByRole('dialog', {
      name: formatMessage(viewer.versionsTitle, { name: firstNote.name }),
    });
    await expect(versions.getByTestId('version-row')).toHaveCount(2);
    await expect(versions.getByTestId('version-row').first()).toContainText(viewer.versionCurrent);
    await saveScreenshot(page, 'documents-versions');
    await versions
      .getByRole('button', { name: formatMessage(viewer.versionRestore, { version: 1 }) })
      .click();
    await expectToast(page, formatMessage(viewer.versionRestored, { version: 1 }));
    await expect(versions.getByTestId('version-row')).toHaveCount(3);
    await expect(versions.getByTestId('version-row').first()).toContainText(
      formatMessage(viewer.versionRestoredFrom, { version: 1 }),
    );
    expect((await currentBytes(page, firstNote.name)).toString()).toBe(firstNote.buffer.toString());
    await page.keyboard.press('Escape');
  });

  await test.step('a folder downloads as one ZIP with the exact bytes', async () => {
    await page.getByRole('button', { name: documentsMessages.title, exact: true }).click();
    await page.getByRole('button', { name: text.addNewFolder }).click();
    const add = page.getByRole('dialog');
    await add.getByLabel(text.folderNameLabel).fill('Taxes 2025');
    await add.getByRole('button', { name: text.save }).click();
    await expect(add).toBeHidden();
    await openFolder(page, 'Taxes 2025');
    const files = [
      { name: 'W-2.pdf', mimeType: 'application/pdf', buffer: samplePdf(1, 40_000, 'W-2') },
      { name: 'Receipts.txt', mimeType: 'text/plain', buffer: Buffer.from('Receipts\n'.repeat(5000)) },
    ];
    for (const file of files) {
      await uploadThroughModal(page, file);
      await expectUploaded(page, file.name);
    }
    await page.getByRole('button', { name: documentsMessages.title, exact: true }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'documents-zip-folder-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, 'documents-zip-folder-1280');
    const saved = page.waitForEvent('download');
    await page
      .getByRole('button', { name: formatMessage(viewer.downloadFolderZip, { name: 'Taxes 2025' }) })
      .click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe('Taxes 2025.zip');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const entries = unzipSync(new Uint8Array(readFileSync(path)));
    expect(Object.keys(entries).sort()).toEqual(['Taxes 2025/Receipts.txt', 'Taxes 2025/W-2.pdf']);
    for (const file of files)
      expect(Buffer.from(entries[`Taxes 2025/${file.name}`]!).equals(file.buffer)).toBe(true);
  });

  await test.step('the EICAR test file is refused with a clear message, and nothing of it stays', async () => {
    const ready = await request.get(healthPaths.ready);
    // e2e/server.ts runs a clamd of its own (Debian's clamav-daemon, installed by .ci/run): uploads are scanned.
    const { checks } = (await ready.json()) as { checks: Record<string, boolean> };
    expect(checks.malwareScanner, 'clamd scans the uploads (apt-get install clamav-daemon)').toBe(true);
    const eicar = {
      name: 'eicar.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1'),
    };
    await openFolder(page);
    await uploadThroughModal(page, eicar);
    const item = page.getByTestId('upload-item').filter({ hasText: eicar.name });
    await expect(item).toHaveAttribute('data-status', 'error');
    await expect(item.getByRole('alert')).toContainText('contains a virus or other malware');
    await saveScreenshot(page, 'documents-malware-refused');
    expect(await documentIdNamed(page, eicar.name)).toBe('');
    await expect(documentRow(page, eicar.name)).toHaveCount(0);
  });
});
