import { CONTACT_MESSAGES_PER_DAY } from '@contract/contact';
import { supportEmail } from './mailboxes';
import type { Question, RichText } from './types';

/** The Contact page (docs/requirements/shell.md §7). */
export const contactTexts = {
  title: 'Contact Us',
  lead: 'Questions, problems, ideas or a partnership: we read every message.',
  methodsTitle: 'Ways to Reach Us',
  formTitle: 'Send Us a Message',
  formLead: 'Sign in to send a message: we reply to the address you give here.',
  faqTitle: 'Frequently Asked Questions',
  send: 'Send Message',
  sending: 'Sending...',
  /** Our own words where the server gives none (a network failure or a 5xx). */
  failed: 'Your message could not be sent. Please try again.',
  signInToSend: 'Please sign in to send your message. We kept what you wrote.',
  draftRestored: 'We kept your message: check it and press Send Message.',
} as const;

export interface ContactMethod {
  readonly id: string;
  readonly title: string;
  readonly text: RichText;
  /** A method not open yet says so instead of pretending. */
  readonly status?: string;
}

/** docs/requirements/shell.md §7: e-mail support (24 hours), live chat with an AI bot (24/7), business collaboration. */
export const contactMethods: readonly ContactMethod[] = [
  {
    id: 'email',
    title: 'Email Support',
    text: ['Write to ', { email: supportEmail }, '. We answer within 24 hours.'],
  },
  {
    id: 'chat',
    title: 'Live Chat',
    text: 'Neo, our AI assistant, will answer questions about CodeArena 24/7 from the chat button on every page.',
    status: 'Coming soon',
  },
  {
    id: 'business',
    title: 'Business Collaboration',
    text: ['Schools, clubs, contests and sponsors: see how we can ', { to: '/partners', label: 'work together' }, ', then send us a message.'],
  },
];

/** docs/requirements/shell.md §7: seven questions, one answer open at a time. */
export const contactQuestions: readonly Question[] = [
  {
    id: 'reply-time',
    question: 'How soon will I get an answer?',
    answer: ['We answer within 24 hours, by e-mail, at the address you give in the form.'],
  },
  {
    id: 'account',
    question: 'Do I need an account to send a message?',
    answer: [
      'Yes: the form is for signed-in users, so your message reaches us together with your account and we can look into it. If you are signed out, we take you to sign in and bring you back with your message kept.',
      ['Without an account, write to ', { email: supportEmail }, '.'],
    ],
  },
  {
    id: 'limit',
    question: 'How many messages can I send?',
    answer: [`Up to ${CONTACT_MESSAGES_PER_DAY} a day. That keeps the inbox free of spam; if you need to add something, reply to our e-mail instead.`],
  },
  {
    id: 'bug',
    question: 'I found a bug in a problem or in the judge. What should I send?',
    answer: [
      'Choose Bug Report and tell us the problem, the language, what you expected and what you saw. The time of your submission helps us find it quickly.',
    ],
  },
  {
    id: 'feature',
    question: 'Can I suggest a feature or a new problem?',
    answer: [['Yes: choose Feature Request here, or share it on the ', { to: '/feedback', label: 'Feedback' }, ' page where others can see it too.']],
  },
  {
    id: 'data',
    question: 'How do I delete my account or get a copy of my data?',
    answer: [
      [
        'Delete your account yourself in Settings, under Account. For a copy of your data, send us a message; the ',
        { to: '/gdpr', label: 'GDPR page' },
        ' explains every right you have.',
      ],
    ],
  },
  {
    id: 'refund',
    question: 'How do refunds for paid plans work?',
    answer: [
      [
        'Within 7 days of a purchase you get a full refund, no questions asked: just send us a message. The ',
        { to: '/terms-and-conditions', label: 'Terms and Conditions' },
        ' have the details.',
      ],
    ],
  },
];
