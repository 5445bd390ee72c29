import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eDataDir } from '../playwright.config.js';
import { describeFindings, findSecretsInLog, type RecordedSecret } from '../tools/log-secrets.js';
import { recordedSecretsFile } from './fixtures/secrets.js';

/**
 * After every browser test: the server's log of the run (written at LOG_LEVEL=info, a line per request) must
 * hold none of the secrets the tests typed or read (`fixtures/secrets.ts`; the rule is in
 * `tools/log-secrets.ts`). Fails the run with each secret's kind and the offending line, the secret masked.
 */
export default function checkServerLogForSecrets(): void {
  const repoRoot = fileURLToPath(new URL('../', import.meta.url));
  const logFile = path.resolve(repoRoot, e2eDataDir, 'server.log');
  if (!fs.existsSync(logFile) || !fs.existsSync(recordedSecretsFile)) return;
  const secrets = fs
    .readFileSync(recordedSecretsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedSecret);
  const findings = findSecretsInLog(fs.readFileSync(logFile, 'utf8'), secrets);
  const kinds = [...new Set(secrets.map((secret) => secret.kind))].sort().join(', ');
  if (findings.length > 0) throw new Error(describeFindings(findings, logFile));
  console.log(
    `Server log checked: none of the ${secrets.length} secrets the tests used (${kinds}) is in it.`,
  );
}
