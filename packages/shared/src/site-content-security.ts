import { AppType } from './routes.js';

/**
 * The security-details pages of both apps (the specification's "security principles" page: security
 * measures, encryption technology, two-factor authentication and PIN, infrastructure). They state what
 * this product really does (docs/ARCHITECTURE.md), never the original product's PBKDF2/CBC claims.
 */
export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
  /** A list after the paragraphs. */
  items?: readonly string[];
}

export interface SecurityPage {
  title: string;
  intro: string;
  /** Short facts shown as badges under the title. */
  highlights: readonly string[];
  sections: readonly ContentSection[];
}

const twoFactorAndPin: ContentSection = {
  heading: 'Two-factor authentication and PIN',
  paragraphs: [
    'Signing in takes three steps: your username (or e-mail) and master password, then a 6-digit code sent by text message to your mobile phone, then your 4-digit PIN. Advisors use an authenticator app instead of text messages.',
    'Texted codes are made by a cryptographic random generator, stored only as keyed hashes, valid for 10 minutes and usable once. They are never sent by e-mail. Five wrong codes or five wrong PINs end the sign-in.',
    'After a few minutes without activity the screen locks and asks for your PIN; after a longer pause you are signed out. Both timers are enforced by the server, not only by your browser, and a session ends after 12 hours in any case.',
  ],
};

const infrastructure: ContentSection = {
  heading: 'Infrastructure',
  paragraphs: [
    'All traffic between your browser and the service is encrypted with TLS (HTTPS). Pages are served with strict security headers: HTTP Strict Transport Security, a content security policy and no framing by other sites.',
    'Your session lives in a secure, http-only cookie that scripts cannot read: no sign-in token is kept in browser storage. Everything the server keeps to check a secret (the key your browser derives from your master password, your PIN) is stored only as an Argon2id hash.',
    "Every request is checked against your advisor's firm, your role and what you own. Every change is written in one database transaction, so it is saved completely or not at all.",
  ],
};

export const securityPages: Record<AppType, SecurityPage> = {
  [AppType.password]: {
    title: 'Security principles of Password Guru',
    intro:
      'Password Guru is host-proof: your passwords are encrypted on your own device before they are sent, and only your master password can open them. Your advisor cannot read them, and neither can we.',
    highlights: ['Zero-knowledge vault', 'Argon2id key derivation', 'AES-256-GCM', 'Texted code and PIN'],
    sections: [
      {
        heading: 'Security measures',
        paragraphs: [
          'Your master password never leaves your device, and the server never receives your vault in readable form: it stores only encrypted data that it has no key for. Names, usernames, websites, passwords, notes and folder names are all encrypted.',
          'Search, sorting and filtering run in your browser over your decrypted entries, so nothing you search for is sent to the server. Passwords themselves are decrypted only when you view, copy or export them.',
          'After 5 wrong master passwords in a row the account locks for 15 minutes, and for longer each time it happens again. Sign-in routes are rate limited per address, and unknown and known usernames get the same answer.',
        ],
      },
      {
        heading: 'Encryption technology',
        paragraphs: [
          'Password Guru uses modern, well-reviewed algorithms, run in your browser through the WebCrypto standard:',
        ],
        items: [
          'Key derivation: Argon2id (64 MiB of memory, 3 passes) turns your master password and a random salt of your own into a master key. Argon2id is memory-hard, which makes every guess slow and expensive for an attacker.',
          'Key separation: HKDF-SHA256 splits the master key into an authentication key and a wrap key. Only the authentication key is sent to sign you in, and the server keeps only an Argon2id hash of it. The wrap key never leaves your device.',
          'Your vault key: a random 256-bit key made in your browser encrypts your entries. The server holds it only wrapped (encrypted) with your wrap key.',
          'Entry encryption: AES-256-GCM with a fresh 96-bit nonce for every value, and associated data that binds each value to your account, the entry and the field, so that encrypted values cannot be swapped or moved without being detected.',
          'Recovery: a 128-bit recovery code, printed in your Emergency Kit at sign-up, wraps a second copy of your vault key. Keep the kit safe: nobody else can recover your vault.',
          'Your browser refuses key-derivation settings weaker than these, so a tampered server cannot make your master password easier to guess.',
        ],
      },
      {
        ...twoFactorAndPin,
        paragraphs: [
          ...twoFactorAndPin.paragraphs,
          'The PIN reopens your vault without an offline guess being possible: while the screen is locked your device keeps the vault key only in a form that the server must help to open, and the server counts every try. Your PIN is also asked before you view or delete passwords.',
        ],
      },
      infrastructure,
    ],
  },
  [AppType.documents]: {
    title: 'Security principles of Documents Guru',
    intro:
      'Documents Guru keeps your files encrypted at rest, each with its own key, and shows each person only what they are allowed to see. Your Private Documents are never shown to your advisor.',
    highlights: [
      'A key for every file',
      'AES-256-GCM in 64 KiB segments',
      'Private area never shown to advisors',
      'Texted code and PIN',
    ],
    sections: [
      {
        heading: 'Security measures',
        paragraphs: [
          'Private Documents are visible to you and your second users only. They are never shown to your advisor: not their names, their sizes, nor how many there are. "Shared with FA" is visible to you and to your advisor\'s firm. Someone a file or folder is shared with can only view and download that file or folder.',
          'Each side deletes only the files it uploaded, and a delete is confirmed with your PIN. Every upload, download, rename, move, share and delete is recorded with who did it and when.',
          "Files are checked by their content, not only by their name: Office documents, PDF, images and text are accepted; programs, video and audio are refused. Downloads are always delivered as attachments and never opened inside the app's pages.",
        ],
      },
      {
        heading: 'Encryption technology',
        paragraphs: [
          'Documents are encrypted on our servers as they arrive (encryption at rest); the service decrypts a file only to deliver it to a person allowed to see it.',
        ],
        items: [
          'Every file gets its own random 256-bit key.',
          'That file key is wrapped with AES-256-GCM by a key-encryption key that is never stored with the files or in the database.',
          "The content is encrypted in 64 KiB segments with AES-256-GCM. Each segment's nonce and associated data carry its position and whether it is the last one, so a truncated, reordered or swapped file is detected and refused.",
          'Stored files are named by random identifiers, never by their file names.',
          'Uploads and downloads travel over TLS (HTTPS); large uploads resume where they stopped.',
        ],
      },
      twoFactorAndPin,
      infrastructure,
    ],
  },
};
