import { supportEmail } from './mailboxes';
import type { InfoDocument } from './types';

/** docs/requirements/shell.md §8 Privacy, every point, as the page's prose; what is kept where, as the app does it. */
export const privacy: InfoDocument = {
  title: 'Privacy Policy',
  lead: 'What CodeArena collects about you, why, who else handles it, and the rights you have over it.',
  updated: '2026-11-26',
  contents: true,
  sections: [
    {
      id: 'what-we-collect',
      heading: '1. What we collect',
      blocks: [
        {
          list: [
            [
              { strong: 'Account details:' },
              ' your name and e-mail address, and the profile details you choose to add (country, timezone, username, avatar, GitHub and LinkedIn links).',
            ],
            [{ strong: 'Your password, hashed:' }, ' your password is handled by our sign-in service and is never stored in readable form; we never see it.'],
            [
              { strong: 'Technical data:' },
              ' for each sign-in, the device type, browser, operating system, IP address, language and timezone, which you can see and end in Settings under Security.',
            ],
            [{ strong: 'Usage data:' }, " the code you save and submit, the judge's results, your XP, streaks, daily visits and weekly challenge entries."],
            [
              { strong: 'Community content:' },
              ' what you post, the messages you send to friends and crews, your feedback, and the messages you send us through the contact form.',
            ],
            [
              { strong: 'Payment history:' },
              ' your plan, when it started and renews, and the payments made for it. Card details go to the payment provider and never reach us.',
            ],
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: '2. How we use it',
      blocks: [
        'To run CodeArena for you: to sign you in, judge your programs, keep your progress and streaks, rank you on leaderboards, show your posts, answer your messages and manage your plan. To keep it safe: to stop abuse and investigate problems. To tell you about CodeArena: only if you subscribe to the newsletter.',
      ],
    },
    {
      id: 'what-is-public',
      heading: '3. What other users see',
      blocks: [
        'Your name, avatar and progress metrics are public on leaderboards, in crews and on your profile. In Settings under Privacy you choose whether others see your badges and your online status and whether friends may message you.',
      ],
    },
    {
      id: 'not-sold',
      heading: '4. We do not sell your data',
      blocks: [
        'We never sell your personal data and we show no advertising. Your data is handled by others only where they run part of CodeArena for us: Amazon Web Services hosts the site, the database and the sign-in service, and the payment provider handles payments.',
      ],
    },
    {
      id: 'transfers',
      heading: '5. Where your data is kept',
      blocks: [
        'CodeArena runs on Amazon Web Services in one region chosen by its operator. Your data may therefore be stored and processed in a country other than yours; where that happens, we rely on the safeguards the law requires for such transfers.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep it',
      blocks: [
        {
          list: [
            'Your account data, progress, submissions and messages: as long as you have an account. Deleting your account deletes them, and ends every sign-in.',
            'Database backups: up to 35 days, after which deleted data is gone from them too.',
            'Server logs: 30 days. They hold account ids, and the reason you give when you delete your account, but never your code or your messages.',
            'Newsletter subscriptions are not tied to an account: we keep yours until you ask us to remove it.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: '7. Your rights',
      blocks: [
        'You have the right to access your data, to correct it, to have it deleted, to object to how we use it, and to receive it in a portable format.',
        [
          'You can correct your profile and delete your account yourself in Settings. For anything else, write to us; the ',
          { to: '/gdpr', label: 'GDPR page' },
          ' explains each right and how to use it.',
        ],
      ],
    },
    {
      id: 'children',
      heading: '8. Children',
      blocks: [
        [
          "CodeArena is for people aged 13 and over, or younger with a parent's consent (see the ",
          { to: '/terms-and-conditions', label: 'Terms and Conditions' },
          ').',
        ],
      ],
    },
    {
      id: 'cookies',
      heading: '9. Cookies and browser storage',
      blocks: [
        [
          'CodeArena keeps a few items in your browser to keep you signed in and remember your choices; it uses no advertising or tracking cookies. The ',
          { to: '/cookies', label: 'Cookie Policy' },
          ' lists every one.',
        ],
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact',
      blocks: [['Questions about your privacy, or a request about your data: write to our support mailbox, ', { email: supportEmail }, '.']],
    },
  ],
};
