/**
 * Texts of the public site: home, pricing, the beta newsletter, contact, media, the apps' intro and
 * learn-more pages. Part of `messages`; texts quoted from the specification are verbatim, the others
 * are ours. Longer page content (FAQ, security details, learn more) is in site-content-*.ts.
 */
export const siteMessages = {
  // Specification texts (verbatim).
  pricingTitle: 'Subscription Pricing',
  tryItNow: 'Try It Now',
  newsletterSuccessTitle: 'Successfully!',
  newsletterSuccessText: 'Thank you for signing up to our newsletter',
  newsletterFieldRequired: 'This field is required',
  newsletterEmailInvalid: 'The email is invalid value',

  // Our own texts: navigation.
  siteNavPricing: 'Pricing',
  siteNavApps: 'Apps',
  siteNavFaq: 'FAQ',
  siteNavContact: 'Contact',
  siteNavSignIn: 'Sign in',
  siteNavMenu: 'Open the menu',
  startTrial: 'Start a free trial',
  seePricing: 'See pricing',
  footerPricing: 'Pricing',
  footerTagline: 'Secure apps that financial advisors offer their clients, under their own brand.',
  footerCopyright: '© {year} Guru Suite',
  footerApps: 'Apps',
  footerSecurity: 'Security',
  footerCompany: 'Company',
  footerAppSecurity: '{app} security',
  siteHomeLink: 'Guru Suite home',

  // Home.
  homeHeroEyebrow: 'For financial advisors',
  homeHeroTitle: 'Secure apps for your clients, under your brand',
  homeHeroText:
    "Offer your clients a zero-knowledge password manager and a private document vault — free for them, with your firm's name and logo on every page.",
  homeAdvisorsHeading: 'Everything you need to offer it',
  homeAdvisorsIntro:
    'One subscription for your firm. You invite your clients; they get the apps free of charge.',
  homeFeatureBrandTitle: 'Your brand',
  homeFeatureBrandText:
    "Your clients sign in on pages that carry your firm's name and logo, at your firm's own address.",
  homeFeatureClientsTitle: 'Client Management',
  homeFeatureClientsText:
    'Invite clients by e-mail, decide on account requests, disable and restore access and export your client list, from one console.',
  homeFeatureShareTitle: 'Documents both ways',
  homeFeatureShareText:
    'Exchange statements, tax forms and plans with each client through their "Shared with FA" area, with an activity record you can export.',
  homeFeaturePrivacyTitle: 'Privacy you can explain',
  homeFeaturePrivacyText:
    "You never see a client's passwords or private documents. That is a promise the design keeps, not a policy.",
  homeClientsHeading: 'Free for your clients',
  homeClientsIntro:
    'Two apps, one sign-in chain with a texted code and a PIN, and data that nobody else can read.',
  homePasswordText:
    "A zero-knowledge password manager. Entries are encrypted on the client's device with a key that only their master password opens: the server stores ciphertext only.",
  homeDocumentsText:
    'A document vault shared with the advisor, with a Private Documents area that advisors never see. Files are encrypted at rest, each with its own key.',
  homeAboutApp: 'About {app}',
  homeSignInApp: 'Sign in',
  homeSecurityHeading: 'Security, in plain words',
  homeSecurityArgon: 'Argon2id and AES-256-GCM in the browser: the master password never leaves the device.',
  homeSecurityTwoFactor:
    'Every sign-in: password, a 6-digit code by text message or authenticator app, then a PIN.',
  homeSecurityDocuments: 'Documents encrypted at rest in 64 KiB segments, each file with its own key.',
  homeSecurityLink: 'Read the security details',
  homePricingHeading: 'Simple yearly pricing',
  homePricingText:
    'Password Guru from $150 a year. All in One, with both apps and the three planning apps, $300 a year.',
  homeNewsletterHeading: 'Hear about new apps first',
  homeNewsletterText: 'Join the beta newsletter: new apps, features and beta programs, a few times a year.',

  // Pricing.
  pricingIntro: 'One yearly subscription per advisor firm. Your clients use the apps free of charge.',
  pricingPasswordSection: 'Password App',
  pricingPasswordText:
    "The zero-knowledge password manager for your clients, with your firm's name and logo.",
  pricingPlanningSection: 'Planning Apps',
  pricingPlanningText:
    "Planning apps for your clients' retirement and college goals, one by one or all together.",
  pricingPerYear: 'per year',
  pricingPerMonth: 'per month',
  pricingBestValue: 'Best value',
  pricingPasswordFeature1: 'Unlimited passwords and access codes per client',
  pricingPasswordFeature2: "Encrypted on the client's device (zero knowledge)",
  pricingPasswordFeature3: 'Texted sign-in codes and a PIN',
  pricingPlanningFeature: 'For all of your clients',
  pricingAllInOneFeature1: 'The three planning apps',
  pricingAllInOneFeature2: 'Password Guru and Documents Guru for your clients',
  pricingTrialNote: 'Every firm starts with a free trial.',
  pricingNewsletterHeading: 'Not ready yet?',
  pricingNewsletterText: 'Join the beta newsletter and hear about new apps and features first.',
  pricingQuestions: 'Questions about plans?',
  pricingContactUs: 'Contact us',

  // The beta newsletter.
  newsletterOpen: 'Join the beta newsletter',
  newsletterTitle: 'Join the beta newsletter',
  newsletterIntro:
    'New apps, features and beta programs, a few times a year. You can unsubscribe at any time.',
  newsletterFirstName: 'First Name',
  newsletterLastName: 'Last Name',
  newsletterCompany: 'Company',
  newsletterWebsite: 'Website',
  newsletterEmail: 'Email',
  newsletterOptional: 'Optional',
  newsletterSubmit: 'Sign Up',
  newsletterMailSubject: 'Welcome to the Guru Suite newsletter',
  newsletterMailText:
    'Hello {firstName},\n\nThank you for signing up to our newsletter. We will write to you about new apps, features and beta programs of Guru Suite.\n\nIf you did not sign up, or no longer want these e-mails, unsubscribe here:\n{link}\n',
  newsletterSheetName: 'Newsletter',
  newsletterColumnFirstName: 'First Name',
  newsletterColumnLastName: 'Last Name',
  newsletterColumnCompany: 'Company',
  newsletterColumnWebsite: 'Website',
  newsletterColumnEmail: 'Email',
  newsletterColumnSubscribed: 'Subscribed',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeText: 'Press Unsubscribe to stop receiving the Guru Suite newsletter at this address.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText:
    'You will not receive the newsletter any more. Changed your mind? You can sign up again on our pricing page.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Please use the link of the latest newsletter e-mail.',

  // Contact.
  contactTitle: 'Contact us',
  contactIntro:
    'Questions about Guru Suite, plans or a press inquiry? Send us a message and we will answer by e-mail.',
  contactClientNote:
    'Are you a client of a financial advisor? For help with your account, please contact your advisor: they manage your access, and we cannot see your data.',
  contactName: 'Your Name',
  contactEmail: 'Email',
  contactCompany: 'Company',
  contactTopic: 'Topic',
  contactTopicChoose: 'Choose a topic',
  contactTopicSales: 'Plans and pricing',
  contactTopicSupport: 'Help with the apps',
  contactTopicPress: 'Press and media',
  contactTopicOther: 'Something else',
  contactMessage: 'Message',
  contactSubmit: 'Send Message',
  contactSentTitle: 'Message sent',
  contactSentText: 'Thank you. We have received your message and will answer you by e-mail.',
  contactTooLong: 'At most {max} characters',
  contactMailSubject: 'Contact form: {topic} — {name}',
  contactMailText: 'From: {name} <{email}>\nCompany: {company}\nTopic: {topic}\n\n{message}\n',
  contactNone: '—',
  contactDirect: 'Or write to us directly',

  // Media.
  mediaTitle: 'Media',
  mediaIntro: 'Resources for journalists, partners and anyone writing about Guru Suite.',
  mediaLogoHeading: 'Logo',
  mediaLogoText:
    'The Guru Suite mark as a vector file. Please keep some clear space around it and do not change its colors.',
  mediaLogoDownload: 'Download the logo (SVG)',
  mediaLogoAlt: 'Guru Suite logo',
  mediaDescriptionsHeading: 'Short descriptions',
  mediaDescriptionsText: 'Use them as they are, or shorten them.',
  mediaDescriptionSuite:
    'Guru Suite is a set of secure apps that financial advisors offer their clients under their own brand: Password Guru, a zero-knowledge password manager, and Documents Guru, a document vault shared between client and advisor with a private area that only the client sees.',
  mediaDescriptionPassword:
    'Password Guru is a zero-knowledge password manager that financial advisors offer their clients free of charge. Entries are encrypted in the browser with AES-256-GCM under a key derived from the master password with Argon2id; the server stores only ciphertext.',
  mediaDescriptionDocuments:
    'Documents Guru is a free file transfer and document storage app for the clients of financial advisors, with a shared area for exchanging files with the advisor and a private area the advisor never sees. Every file is encrypted at rest with its own key.',
  mediaCopy: 'Copy',
  mediaCopied: 'Copied',
  mediaPressHeading: 'Press contact',
  mediaPressText:
    'For interviews, background information and product images, send us a message with the topic "Press and media".',
  mediaPressButton: 'Contact us',

  // The apps' intro and learn-more pages.
  faqLink: 'FAQ',
  learnMoreBack: 'Back',
  learnMoreHowItWorks: 'How it works',
  learnMoreGetStarted: 'Get started',
  learnMoreGetStartedText:
    'Your financial advisor offers {app} free of charge. Ask them for an invitation, or request an account here.',
  securityBack: 'Back',
  faqTitle: 'Frequently asked questions',
  faqIntro: 'About Guru Suite, for financial advisors and their clients.',
  faqAdvisorsHeading: 'For financial advisors',
  faqClientsHeading: 'For clients',
  faqMoreQuestions: 'Still have a question?',
  appFaqTitle: '{app}: frequently asked questions',
  appFaqSecurityLink: 'How your data is protected: the security details',
  appFaqAccountSettings:
    'Your master password, PIN, phone numbers and e-mail notifications are changed in your account settings, once you are signed in.',
} as const;
