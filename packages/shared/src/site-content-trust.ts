import { subscriptionLimits } from './subscription-limits.js';
import type { ContentSection } from './site-content-security.js';

/**
 * The public trust page (/trust): what the provider and a firm's advisors can and cannot see, how data is
 * encrypted, kept and recorded. Every sentence states what this code does (docs/ARCHITECTURE.md, ADRs 0011,
 * 0016, 0048, 0051, 0052, 0053); nothing here promises what the suite does not do.
 */
export const trustPage = {
  footerLink: 'Trust and data access',
  title: 'Trust and data access',
  intro:
    'Who can see what in Guru Suite, how your data is encrypted and kept, and how every security-relevant step is recorded.',
  sections: [
    {
      heading: 'What the provider can see',
      paragraphs: [
        "We, the provider, run the service for advisor firms. Our console shows each firm's name, web address, subscription, payments and advisors.",
        "A firm's client list reaches our console only masked: names and e-mail addresses are replaced, so we can help with an account without reading who the clients are.",
        'Passwords kept in Password Guru are encrypted on your device before they are sent: the service stores them without any key to open them, so we cannot read them.',
        'Our console gives no access to documents, with one exception: when a firm asks us for its data, we can export it for the firm as one file (its client list, the documents in "Shared with FA", its document requests and its audit trail). Each such export needs our PIN and the reference of the firm\'s request, and is recorded in the firm\'s audit trail. Private Documents and passwords are never in it.',
      ],
    },
    {
      heading: 'What your advisor can see',
      paragraphs: [
        "Your advisor's firm (its advisors, and the staff they add to work on client accounts and documents) sees its clients' names, e-mail addresses, account status and last sign-in, and manages their accounts. The firm's advisors can review everyone with access to its data and remove an access in one click.",
        'Your advisor sees the documents in "Shared with FA" and their activity. Your Private Documents are never shown to your advisor: not their names, their sizes, nor how many there are.',
        'Your advisor cannot read your passwords: only your master password opens them.',
      ],
    },
    {
      heading: 'How your data is encrypted',
      paragraphs: [],
      items: [
        'Password Guru: your master password is turned into keys on your device with Argon2id; entries are encrypted with AES-256-GCM before they leave your browser. The server keeps only a hash of a key derived from your master password.',
        'Documents Guru: every stored file has its own random 256-bit key and is encrypted at rest with AES-256-GCM; the file keys are wrapped by a key that is kept apart from the files and the database. The service decrypts a file only to deliver it to a person allowed to see it.',
        'Everything travels over TLS (HTTPS). Signing in takes your password, a code (texted to clients, from an authenticator app for advisors) and a PIN.',
      ],
    },
    {
      heading: 'How your data is kept',
      paragraphs: [
        'Deleting a client removes their account, their passwords and their documents, stored files included.',
        `When a firm's subscription ends, the firm is suspended; its data, stored files included, is deleted ${subscriptionLimits.deleteAfterSuspendedDays} days after the suspension unless the subscription is renewed.`,
      ],
    },
    {
      heading: 'A tamper-evident record',
      paragraphs: [
        "Each firm has an audit trail of its security-relevant events: sign-ins and failed sign-ins, locks and resets, invitations, account changes, emergency access, actions on shared documents, exports (the firm's data export included), subscription changes and the provider's actions on the firm.",
        'Each record carries the hash of the one before it, so a changed, removed or reordered record is detected when the trail is checked. The firm exports it with its hashes. The trail holds no password, no secret and no name of a private document.',
      ],
    },
    {
      heading: 'If something goes wrong',
      paragraphs: [
        'If a security incident touches a firm, we send the firm an incident notice through Guru Suite: by e-mail, and again when its advisors next sign in, where each confirms having read it. A firm can send its own clients a notice the same way. Who was sent which notice, when, and who read it when, is recorded.',
      ],
    },
    {
      heading: 'Questions and reports',
      paragraphs: ['To ask about security or to report a problem, write to us through the contact page.'],
    },
  ] satisfies readonly ContentSection[],
} as const;
