import { describe, expect, it } from 'vitest';
import { emergencyMessages as m } from '@guru/shared';
import { contactFieldsOf, validateContact, type ContactFormValues } from './contactForm';
import {
  emergencyAccessKitFileName,
  emergencyAccessKitText,
  emergencyAccessLink,
  type EmergencyAccessKitData,
} from './emergencyAccessKit';

const values: ContactFormValues = {
  name: ' Hanna Heir ',
  email: 'hanna@example.com',
  phoneCountry: 'US',
  phoneNumber: '(202) 555-0177',
  relationship: 'Daughter',
  waitDays: '7',
};

describe('emergency contact form', () => {
  it('accepts a complete contact and sends the phone in E.164 and the waiting period as a number', () => {
    expect(validateContact(values)).toEqual({});
    expect(contactFieldsOf(values)).toEqual({
      name: 'Hanna Heir',
      email: 'hanna@example.com',
      phoneNumber: '+12025550177',
      relationship: 'Daughter',
      waitDays: 7,
    });
  });

  it('requires every field and refuses a number that is not a mobile one', () => {
    const errors = validateContact({
      ...values,
      name: '',
      email: 'nope',
      relationship: ' ',
      phoneNumber: '800 555 0100',
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'phoneNumber', 'relationship']);
    expect(errors.phoneNumber).toBe(m.phoneMobileOnly);
  });
});

describe('Emergency Access Kit', () => {
  const kit: EmergencyAccessKitData = {
    app: 'passwordguru',
    firmName: 'Demo Wealth',
    clientName: 'Nina Client',
    contactName: 'Hanna Heir',
    contactPhoneHint: '•••• 0177',
    waitDays: 7,
    kitId: 'kit_123-abc',
    kitCode: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-23',
    createdAt: new Date('2026-11-23T12:00:00Z'),
    origin: 'http://demo.localhost:3000',
  };

  it('links to the contact page with the kit id only, never the code', () => {
    const link = emergencyAccessLink(kit);
    expect(link).toBe('http://demo.localhost:3000/password-management/emergency-access?kit=kit_123-abc');
    expect(link).not.toContain('ABCD');
  });

  it('writes a text file with the code, the link, the waiting period and the instructions', () => {
    const text = emergencyAccessKitText(kit);
    expect(text).toContain('Kit code: ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-23');
    expect(text).toContain('emergency-access?kit=kit_123-abc');
    expect(text).toContain('7 days');
    expect(text).toContain('Nina Client');
    expect(emergencyAccessKitFileName(kit)).toBe('emergency-access-kit-hanna-heir.txt');
  });
});
