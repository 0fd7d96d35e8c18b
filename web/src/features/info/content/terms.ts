import { supportEmail } from './mailboxes';
import type { InfoDocument } from './types';

/** docs/requirements/shell.md §8 Terms, every point, as the page's prose. */
export const terms: InfoDocument = {
  title: 'Terms and Conditions',
  lead: 'These terms govern your use of CodeArena. Please read them: by creating an account or using the site you agree to them.',
  updated: '2026-11-26',
  contents: true,
  sections: [
    {
      id: 'eligibility',
      heading: '1. Who may use CodeArena',
      blocks: [
        "You must be at least 13 years old to use CodeArena, or older where the law of your country sets a higher age for using online services without a parent's permission.",
        'If you are younger than that age, you may use CodeArena only with the verifiable consent of a parent or legal guardian, who then accepts these terms on your behalf.',
      ],
    },
    {
      id: 'account',
      heading: '2. Your account',
      blocks: [
        'Give us accurate details when you sign up, keep your password to yourself and tell us at once if you think someone else has used your account. One account is for one person; you are responsible for what is done with it.',
      ],
    },
    {
      id: 'plans',
      heading: '3. Plans and billing',
      blocks: [
        "CodeArena has three tiers: Free, Pro and Premium. Each plan's limits and price are shown on the pricing page before you buy. Paid plans are billed monthly or yearly, as you choose.",
        'A paid plan renews automatically at the end of each billing period unless you cancel it before the next billing date. You manage your plan from your dashboard, in Settings under Subscription, and can cancel with the link in your receipt e-mail.',
        'Payments are processed by a third-party payment provider. CodeArena never receives or stores your card details.',
      ],
    },
    {
      id: 'refunds',
      heading: '4. Refunds',
      blocks: [
        'If you are not happy with a purchase, ask for a refund within 7 days of it and you will get one, no questions asked.',
        'After those 7 days, payments are refunded only where the law requires it.',
        ['To ask for a refund, write to ', { email: supportEmail }, ' or use the ', { to: '/contact', label: 'contact form' }, '.'],
      ],
    },
    {
      id: 'progress',
      heading: '5. XP, achievements and public progress',
      blocks: [
        'Your progress metrics (XP, level, streaks, badges, certificates and ranks) are public: other users see them on leaderboards, in crews and on your profile.',
        'We may modify or revoke XP and achievements, for example when they were earned by cheating, by exploiting a bug or by sharing solutions in a weekly challenge.',
      ],
    },
    {
      id: 'conduct',
      heading: '6. Fair play and content',
      blocks: [
        'Use CodeArena to learn and compete fairly. In particular, do not:',
        {
          list: [
            'submit programs meant to attack, overload or escape the judge, or try to read tests you are not shown;',
            'copy or share solutions of a running weekly challenge, or use several accounts to gain an advantage;',
            "harass other users or post content that is unlawful, hateful or someone else's without permission;",
            'try to reach data or accounts that are not yours.',
          ],
        },
        'We may moderate content, remove what breaks these terms, and suspend or ban users who break them.',
      ],
    },
    {
      id: 'your-content',
      heading: '7. Your code and posts',
      blocks: [
        'You keep the rights to the code and the posts you write. You allow us to store, run, judge and display them as needed to run CodeArena: for example, to judge your submissions and show your posts to the people you share them with.',
      ],
    },
    {
      id: 'closing',
      heading: '8. Closing your account',
      blocks: [
        [
          'You can delete your account at any time in Settings, under Account, or by contacting support at ',
          { email: supportEmail },
          '. Deleting it removes your profile, progress and submissions; the ',
          { to: '/privacy-policy', label: 'Privacy Policy' },
          ' says what is kept and for how long.',
        ],
      ],
    },
    {
      id: 'service',
      heading: '9. The service and changes to it',
      blocks: [
        'CodeArena is in early access: features change, and the service may sometimes be unavailable. We provide it as it is, without warranties beyond those the law requires.',
        'We may change these terms. When a change matters, we tell you on the site or by e-mail before it applies; using CodeArena afterwards means you accept the new terms.',
      ],
    },
    {
      id: 'law',
      heading: '10. Governing law and disputes',
      blocks: [
        'These terms are governed by the laws of Pakistan.',
        [
          'If you have a complaint, contact us first at ',
          { email: supportEmail },
          ' so we can try to resolve it informally. A dispute that cannot be resolved that way will be settled by arbitration.',
        ],
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      blocks: [['Questions about these terms: ', { email: supportEmail }, '.']],
    },
  ],
};
