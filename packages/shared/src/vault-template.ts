/** The spreadsheet layout used by the import template, import and export (one place for all). */
export const vaultSheetColumns = ['Name', 'Folder', 'Website/Application Name', 'Username', 'Password', 'Notes'] as const;
export type VaultSheetColumn = (typeof vaultSheetColumns)[number];

export const vaultSheetName = 'Passwords';
export const importTemplateFileName = 'password_management_import_template.xlsx';

export const importTemplateExampleRow: Record<VaultSheetColumn, string> = {
  Name: 'My Bank',
  Folder: 'Banking',
  'Website/Application Name': 'https://bank.example.com',
  Username: 'jane.doe',
  Password: 'Replace-Me-2026!',
  Notes: 'Example row: replace it with your own entries. Folder may be empty.',
};

/** `{date}_password_management.xlsx` with the date as YYYY-MM-DD. */
export function exportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_password_management.xlsx`;
}
