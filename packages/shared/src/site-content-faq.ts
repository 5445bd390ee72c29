import { AppType } from './routes.js';

/** Questions and answers of the public FAQ (/faq) and of each app's FAQ (/…/faq). All ours. */
export interface FaqItem {
  question: string;
  answer: string;
}

export const siteFaq: { advisors: readonly FaqItem[]; clients: readonly FaqItem[] } = {
  advisors: [
    {
      question: 'What is Guru Suite?',
      answer:
        'Guru Suite is a set of secure apps that financial advisors offer to their clients under their own brand: Password Guru, a zero-knowledge password manager, and Documents Guru, a document vault shared between client and advisor.',
    },
    {
      question: 'Who pays for it?',
      answer:
        "The advisor's firm subscribes once a year; its clients use the apps free of charge. Clients cannot subscribe directly: their advisor invites them.",
    },
    {
      question: 'How do we start?',
      answer:
        "Start a free trial: choose your firm's name and address, create the first advisor account and sign in with an authenticator app. Then add your logo and invite your first clients.",
    },
    {
      question: 'How do my clients get an account?',
      answer:
        "You invite them by e-mail from Client Management. Visitors can also request an account on each app's page; the request reaches you and you decide on it.",
    },
    {
      question: "Can I see my clients' passwords or private documents?",
      answer:
        'No. Passwords are encrypted on the client\'s device and only the client\'s master password opens them. Documents in Private Documents are never shown to advisors; you see only what a client places in "Shared with FA", and what you upload for them.',
    },
    {
      question: 'What happens if our subscription ends?',
      answer:
        "If the subscription is not renewed, your firm's accounts may be suspended: nobody of the firm can sign in, and the data is kept. One year after the suspension the accounts and their data are deleted.",
    },
  ],
  clients: [
    {
      question: 'Is it really free for me?',
      answer: 'Yes. Your financial advisor pays for the apps and offers them to you free of charge.',
    },
    {
      question: "Can Guru Suite's staff read my data?",
      answer:
        'Not your passwords: they are encrypted on your device, and we never receive your master password. Documents are encrypted at rest, each file with its own key, and are decrypted only to be delivered to someone allowed to see them.',
    },
    {
      question: 'What if I forget my master password?',
      answer:
        'Keep the Emergency Kit you were shown at sign-up: its recovery code opens your vault again. Nobody else — not your advisor, not us — can recover your passwords without it.',
    },
    {
      question: 'Who do I ask for help?',
      answer:
        'Your financial advisor manages your access: they can send you an invitation, restore a disabled account and send you a password reset e-mail.',
    },
  ],
};

export const appFaqs: Record<AppType, readonly FaqItem[]> = {
  [AppType.password]: [
    {
      question: 'Is Password Guru free?',
      answer: 'Yes. Your financial advisor offers it to you free of charge.',
    },
    {
      question: 'Can my advisor see my passwords?',
      answer:
        'No. Your entries are encrypted on your device with a key that only your master password opens. Your advisor can invite you, disable or restore your access, but cannot see or change your data.',
    },
    {
      question: 'How do I sign in?',
      answer:
        'With your username (or e-mail) and master password, then the 6-digit code we text to your mobile phone, then your 4-digit PIN.',
    },
    {
      question: 'What is the PIN for?',
      answer:
        'The PIN reopens your vault when the screen has locked after a few minutes without activity, and it is asked before you view or delete a password.',
    },
    {
      question: 'How many passwords can I keep?',
      answer:
        'As many as you like. Besides website logins you can keep codes that are not digital at all, such as a door keypad or a safe, and group everything in folders.',
    },
    {
      question: 'Can I import and export my passwords?',
      answer:
        "Yes. Import from an Excel file made with our template, and export to Excel. Both happen in your browser: the server never sees the file's contents.",
    },
    {
      question: 'What if I forget my master password?',
      answer:
        'Use the recovery code of the Emergency Kit you were shown at sign-up. Without it nobody can open your vault again — that is the price of nobody else being able to read it.',
    },
  ],
  [AppType.documents]: [
    {
      question: 'What is Documents Guru?',
      answer:
        'A free file transfer and document storage app that your financial advisor offers you, to exchange and keep documents safely.',
    },
    {
      question: 'Who can see my documents?',
      answer:
        '"Shared with FA" is visible to you, your second users and your advisor\'s firm. "Private Documents" is visible to you and your second users only: your advisor never sees it.',
    },
    {
      question: 'Which files can I upload?',
      answer:
        'Office documents, PDF, images and text files, up to 500,000,000 bytes each. Video, audio and programs are not accepted. There is no limit to how much you store.',
    },
    {
      question: 'Can I delete a file my advisor uploaded?',
      answer: "No. Each side deletes only the files it uploaded; both sides can download each other's files.",
    },
    {
      question: 'Can a file be shared with someone else?',
      answer:
        'Your advisor can share a file or folder by e-mail, for example with your accountant. That person can view and download what was shared, nothing else.',
    },
    {
      question: 'What if an upload is interrupted?',
      answer: 'Large uploads continue where they stopped: pause and resume them, or simply try again.',
    },
  ],
};
