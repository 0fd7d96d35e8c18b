import { supportEmail } from './mailboxes';
import type { InfoDocument } from './types';

/** Data subject rights and how to use them, as the app supports them today. */
export const gdpr: InfoDocument = {
  title: 'GDPR',
  lead: 'The EU and UK General Data Protection Regulation gives you rights over your personal data. CodeArena gives these rights to every user, wherever you live.',
  updated: '2026-11-26',
  contents: true,
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      blocks: [
        [
          'The operator of this CodeArena site is the controller of your personal data. Write to ',
          { email: supportEmail },
          ' about anything on this page. The ',
          { to: '/privacy-policy', label: 'Privacy Policy' },
          ' lists what we collect and how long we keep it.',
        ],
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          list: [
            [{ strong: 'Access:' }, ' get a copy of the personal data we hold about you.'],
            [{ strong: 'Rectification:' }, ' have wrong or incomplete data corrected.'],
            [{ strong: 'Erasure:' }, ' have your data deleted.'],
            [{ strong: 'Restriction:' }, ' ask us to stop using your data while a question about it is settled.'],
            [{ strong: 'Objection:' }, ' object to how we use your data, including for the newsletter.'],
            [{ strong: 'Portability:' }, ' receive your data in a machine-readable format (JSON) to take elsewhere.'],
            [{ strong: 'Complaint:' }, ' complain to the data protection authority of your country.'],
          ],
        },
      ],
    },
    {
      id: 'how-to',
      heading: 'How to use them',
      blocks: [
        {
          list: [
            [{ strong: 'Correct your data' }, ' yourself in Settings under Profile: name, country, timezone, username, avatar and links.'],
            [
              { strong: 'Delete your account' },
              ' yourself in Settings under Account. It deletes at once your profile, avatar, progress, submissions, sessions and the messages you sent us, and ends every sign-in. Backups roll over within 35 days.',
            ],
            [{ strong: 'Choose what others see' }, ' in Settings under Privacy: your badges, your online status and who may message you.'],
            [
              { strong: 'Get a copy of your data' },
              ' by sending us a message on the ',
              { to: '/contact', label: 'contact form', search: '?subject=Data%20export%20request' },
              ' or to ',
              { email: supportEmail },
              '. We send it as JSON to the e-mail address of your account.',
            ],
            [{ strong: 'Restrict, object, or remove a newsletter subscription' }, ' by writing to us the same way.'],
          ],
        },
        'We answer every request within one month. To protect your data we act only on requests sent from your signed-in account or from the e-mail address of the account.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Why we may use your data',
      blocks: [
        {
          list: [
            [{ strong: 'To provide the service you signed up for' }, ' (a contract): your account, judging, progress, plans and payments.'],
            [{ strong: 'Legitimate interest:' }, ' keeping CodeArena safe and fair, such as limits against abuse and server logs kept for 30 days.'],
            [{ strong: 'Consent:' }, ' the newsletter, which you can leave at any time.'],
          ],
        },
      ],
    },
  ],
};
