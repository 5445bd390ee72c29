import {
  cardRecord,
  financialRecord,
  identityRecord,
  loginRecord,
  noteRecord,
  type ImportedRecord,
} from './importedRecord';

/** A vault with one entry of every type and the hard cases, for the exporters' round trips. */
export function sampleVault(): ImportedRecord[] {
  return [
    {
      favorite: true,
      folderPath: ['Bank', 'Joint'],
      record: loginRecord({
        name: 'Chase, "joint" ☕',
        urls: ['https://chase.com', 'https://secure.chase.com'],
        username: 'alice@example.com',
        password: 'p,a"ss\nword',
        totp: 'otpauth://totp/Chase:alice?secret=JBSWY3DPEHPK3PXP&issuer=Chase',
        notes: 'Line one\nLine two, with a comma',
        customFields: [
          { name: 'PIN', value: '1234', hidden: true },
          { name: 'Branch', value: 'Main St', hidden: false },
        ],
      }),
    },
    { favorite: false, folderPath: [], record: noteRecord({ name: 'Safe', notes: '12-34-56\n日本' }) },
    {
      favorite: false,
      folderPath: ['Bank'],
      record: cardRecord({
        name: 'Visa',
        cardholder: 'Alice Doe',
        brand: 'Visa',
        number: '4111111111111111',
        expMonth: '4',
        expYear: '2030',
        code: '123',
      }),
    },
    {
      favorite: false,
      folderPath: [],
      record: identityRecord({
        name: 'Me',
        title: 'Ms',
        firstName: 'Alice',
        lastName: 'Doe',
        email: 'alice@example.com',
        phone: '555-0100',
        address1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
        company: 'Acme',
        ssn: '123-45-6789',
        passport: 'X123',
        license: 'D456',
      }),
    },
    {
      favorite: true,
      folderPath: ['Retirement'],
      record: financialRecord({
        name: 'IRA',
        institution: 'Vanguard',
        accountType: 'retirement',
        accountNumber: '9988776655',
        routingNumber: '021000021',
        website: 'https://vanguard.example',
        contact: 'Jane Advisor, 555-0111',
        notes: 'Rollover 2021',
      }),
    },
  ];
}
