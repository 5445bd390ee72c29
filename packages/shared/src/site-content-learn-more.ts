import { AppType } from './routes.js';

/** The learn-more page of each app (/…/learn-more). All ours. */
export type LearnMoreIcon =
  'lock' | 'search' | 'folders' | 'import' | 'shield' | 'share' | 'upload' | 'history' | 'device' | 'key';

export interface LearnMoreFeature {
  icon: LearnMoreIcon;
  title: string;
  text: string;
}

export interface LearnMorePage {
  title: string;
  intro: string;
  features: readonly LearnMoreFeature[];
  steps: readonly string[];
}

export const learnMorePages: Record<AppType, LearnMorePage> = {
  [AppType.password]: {
    title: 'Every password in one safe place',
    intro:
      'Password Guru keeps your logins, PINs and access codes encrypted on your own device, so that only you can read them. Your financial advisor offers it to you free of charge.',
    features: [
      {
        icon: 'lock',
        title: 'Only you hold the key',
        text: 'Everything is encrypted in your browser before it is saved. Your master password never leaves your device.',
      },
      {
        icon: 'key',
        title: 'Strong passwords, made for you',
        text: 'Generate long random passwords with the characters you choose, copy them in one click, and see how strong each one is.',
      },
      {
        icon: 'folders',
        title: 'Folders and instant search',
        text: 'Group entries in folders and find any of them as you type: search runs in your browser, over your own decrypted list.',
      },
      {
        icon: 'import',
        title: 'Import and export to Excel',
        text: 'Bring your passwords in from a spreadsheet template and take them out again whenever you like.',
      },
      {
        icon: 'device',
        title: 'Locks itself when you step away',
        text: 'After a few idle minutes the screen blanks and asks for your PIN; after a longer pause you are signed out.',
      },
      {
        icon: 'shield',
        title: 'Three steps to sign in',
        text: 'Your master password, a 6-digit code texted to your phone, and your 4-digit PIN.',
      },
    ],
    steps: [
      'Your advisor invites you by e-mail, or you request an account on this site.',
      'You choose a master password and a PIN, and keep the Emergency Kit you are shown.',
      'You add your passwords one by one or import them, and open them from any browser.',
    ],
  },
  [AppType.documents]: {
    title: 'Exchange documents with your advisor, safely',
    intro:
      'Documents Guru is a free file transfer and document storage app from your financial advisor: one shared place for what you exchange, and a private place that only you and your second users see.',
    features: [
      {
        icon: 'share',
        title: 'Shared with FA',
        text: 'Statements, tax forms and plans go both ways: you and your advisor upload and download in one place.',
      },
      {
        icon: 'lock',
        title: 'Private Documents',
        text: 'A second area that your advisor never sees: not the files, not their names, not how many there are.',
      },
      {
        icon: 'upload',
        title: 'Large files, resumable uploads',
        text: 'Upload files of up to 500,000,000 bytes; an interrupted upload continues where it stopped.',
      },
      {
        icon: 'shield',
        title: 'Encrypted at rest',
        text: 'Every file is encrypted with its own key in 64 KiB segments with AES-256-GCM.',
      },
      {
        icon: 'history',
        title: 'A record of every action',
        text: 'Uploads, downloads, renames, moves, shares and deletes are recorded with who did them and when.',
      },
      {
        icon: 'folders',
        title: 'Folders, search and sorting',
        text: 'Organise files in folders, search by name and sort by name, size or date.',
      },
    ],
    steps: [
      'Your advisor invites you by e-mail, or you request an account on this site.',
      'You sign up with a password, a PIN and your mobile phone.',
      'You upload to "Shared with FA" for your advisor, or to "Private Documents" for yourself and your second users.',
    ],
  },
};
