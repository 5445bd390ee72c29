/**
 * Bitwarden has no financial-account type: our export writes one as a secure note whose custom fields
 * hold its parts, with a marker field naming the account type, and our import reads such a note back
 * as a financial account (docs/adr/0043).
 */
export const financialMarkerField = 'Financial account type';

export const financialFieldLabels = {
  institution: 'Institution',
  accountNumber: 'Account number',
  routingNumber: 'Routing number',
  website: 'Website',
  contact: 'Contact',
} as const;

/** Which parts are hidden fields in the export. */
export const financialHiddenFields: ReadonlySet<string> = new Set(['accountNumber', 'routingNumber']);
