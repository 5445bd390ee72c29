/** The spreadsheet layout used by the import template, import and export (one place for all). */
export const passwordsSheetColumns = [
  'Name',
  'Folder',
  'Website/Application Name',
  'Username',
  'Password',
  'Notes',
] as const;
export type PasswordsSheetColumn = (typeof passwordsSheetColumns)[number];

export const passwordsSheetName = 'Passwords';
export const importTemplateFileName = 'password_management_import_template.xlsx';

export const importTemplateExampleRow: Record<PasswordsSheetColumn, string> = {
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
