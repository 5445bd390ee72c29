import crypto from 'node:crypto';
import { encryptFolder, encryptItem, type ItemSummary } from '@guru/vault-crypto';
import type { AppContext } from '../app-context.js';

const folders = [
  { name: 'Banking', note: 'Accounts and cards' },
  { name: 'Retirement', note: '401(k), IRA and pension' },
  { name: 'Home', note: 'Utilities and door codes' },
] as const;

/** [folder index or null for "No Group", name, username, website or place]. */
const entries: Array<[number | null, string, string, string]> = [
  [0, 'First National Bank', 'casey.client', 'https://bank.example.com'],
  [0, 'Credit Union Savings', 'cclient', 'https://cu.example.org'],
  [0, 'Visa Card', 'casey@example.com', 'https://cards.example.com'],
  [0, 'Brokerage Account', 'casey-invests', 'https://broker.example.com'],
  [0, 'Mortgage Servicer', 'casey.client', 'https://mortgage.example.com'],
  [0, 'Safe Deposit Box', 'Box 114', 'Main Street Branch'],
  [0, 'Tax Portal', 'casey.c', 'https://tax.example.gov'],
  [1, '401(k) Plan', 'ccasey401', 'https://retire.example.com'],
  [1, 'Roth IRA', 'casey-roth', 'https://ira.example.com'],
  [1, 'Pension Portal', 'C123456', 'https://pension.example.org'],
  [1, 'Social Security', 'casey.client', 'https://ssa.example.gov'],
  [1, 'Annuity Provider', 'caseyc', 'https://annuity.example.com'],
  [1, 'HSA Account', 'casey-hsa', 'https://hsa.example.com'],
  [2, 'Front Door Keypad', 'Door code', 'Home front door'],
  [2, 'Garage Door', 'Keypad', 'Home garage'],
  [2, 'Home Safe', 'Combination', 'Bedroom closet safe'],
  [2, 'Electric Utility', 'casey.home', 'https://power.example.com'],
  [2, 'Water Utility', 'caseyclient', 'https://water.example.com'],
  [2, 'Internet Provider', 'casey@example.com', 'https://isp.example.net'],
  [2, 'Home Alarm', 'Master code', 'Alarm panel, hallway'],
  [null, 'Email', 'casey@example.com', 'https://mail.example.com'],
  [null, 'Pharmacy', 'casey.rx', 'https://pharmacy.example.com'],
  [null, 'Insurance', 'casey-ins', 'https://insure.example.com'],
  [null, 'Airline Miles', 'FF9981234', 'https://air.example.com'],
  [null, 'Streaming', 'casey@example.com', 'https://stream.example.tv'],
];

function demoPassword(): string {
  return `${crypto.randomBytes(9).toString('base64url')}!7a`;
}

/** The demo client's vault, encrypted with their key exactly as the browser does. */
export async function seedDemoPasswords(
  ctx: AppContext,
  owner: { userId: string; firmId: string },
  userKey: Uint8Array,
): Promise<void> {
  const repo = ctx.repos.passwords;
  const start = ctx.clock.now().getTime();
  const folderIds: string[] = [];
  for (const [i, folder] of folders.entries()) {
    const id = crypto.randomUUID();
    folderIds.push(id);
    const at = new Date(start - (folders.length - i) * 86_400_000).toISOString();
    await repo.insertFolder(owner, {
      id,
      data: await encryptFolder(userKey, owner.userId, id, folder),
      created_at: at,
      updated_at: at,
    });
  }
  const rows = [];
  for (const [i, [folderIndex, name, username, website]] of entries.entries()) {
    const id = crypto.randomUUID();
    const summary: ItemSummary = { name, username, website };
    const note = website.startsWith('http') ? '' : 'Non-digital access code';
    const env = await encryptItem(userKey, owner.userId, id, summary, { password: demoPassword(), note });
    const at = new Date(start - (entries.length - i) * 3_600_000).toISOString();
    rows.push({
      id,
      folder_id: folderIndex === null ? null : folderIds[folderIndex]!,
      ...env,
      created_at: at,
      updated_at: at,
    });
  }
  await repo.insertItems(owner, rows);
}
