import { chromium } from '@playwright/test';
import { startBenchServer } from './lib/bench-server.js';
import { chromiumArgs, chromiumPath } from '../e2e/fixtures/browser.js';
const server = await startBenchServer({ webDistDir: '/work/main/apps/web/dist' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const path of ['/password-management/login', '/documents-guru/login', '/', '/password-management/login?x=1']) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForTimeout(1500);
  const h = await page.evaluate(() => ({ pre: document.getElementById('root')?.getAttribute('data-prerendered'), h: document.querySelector('h2,h1')?.textContent }));
  console.log(path, JSON.stringify(h), errors);
  await page.screenshot({ path: `/tmp/shot-${path.replace(/\W/g, '_')}.png` });
  await page.close();
}
await browser.close();
await server.close();
