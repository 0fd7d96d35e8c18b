import type { Question, RichText } from './types';

export interface HelpTopic {
  readonly id: string;
  readonly title: string;
  readonly questions: readonly Question[];
}

export const helpTexts = {
  title: 'Help Center',
  lead: 'Answers to the questions students ask most. Open one to read it.',
  moreTitle: 'Still need help?',
} as const;

/** What the product does today (README, docs/decisions/D03, D06, D07, D08), in students' words. */
export const helpTopics: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    questions: [
      {
        id: 'sign-up',
        question: 'How do I create an account?',
        answer: [
          [
            'Choose ',
            { to: '/signup', label: 'Sign Up' },
            ', enter your name, e-mail, country and a password of at least 8 characters, and confirm with the six-digit code we e-mail you.',
          ],
        ],
      },
      {
        id: 'languages',
        question: 'Which languages can I use?',
        answer: ['C++, Python, Java and JavaScript, for every problem. You can switch language on the same problem at any time.'],
      },
      {
        id: 'where-to-start',
        question: 'Where should I start?',
        answer: [
          [
            'Open ',
            { to: '/problems', label: 'Problems' },
            ' and pick one marked Recommended, or filter by topic and difficulty. The ',
            { to: '/practice', label: 'Practice Arena' },
            ' shows your recent activity and what to do next.',
          ],
        ],
      },
    ],
  },
  {
    id: 'solving',
    title: 'Solving Problems',
    questions: [
      {
        id: 'run-or-submit',
        question: 'What is the difference between Run Only and Submit?',
        answer: [
          "Run Only runs your program on the problem's sample tests and costs nothing. Run on my own input runs it on any input you type, up to 64 KB. Submit runs every test, gives the verdict and can earn XP; it counts toward your plan's weekly problems.",
        ],
      },
      {
        id: 'verdicts',
        question: 'What do the verdicts mean?',
        answer: [
          {
            list: [
              'Accepted: every test passed.',
              'Wrong Answer: the output differs from the expected one (spaces at the ends of lines do not matter).',
              'Time Limit Exceeded or Memory Limit Exceeded: the program used more CPU time or memory than the problem allows.',
              'Runtime Error: the program crashed or exited with an error.',
              'Output Limit Exceeded: the program printed far more than needed.',
              "Compilation Error: the code did not compile; the compiler's message is shown.",
            ],
          },
        ],
      },
      {
        id: 'saved',
        question: 'Is my code saved?',
        answer: [
          'Yes, in your browser on every edit, per problem and language. Press Save to keep a copy on the server as well, and it follows you to another browser.',
        ],
      },
    ],
  },
  {
    id: 'progress',
    title: 'XP, Levels and Streaks',
    questions: [
      {
        id: 'xp',
        question: 'How do I earn XP?',
        answer: [
          'On your first submission of a problem, every test you pass earns XP: 2 for Easy, 5 for Medium and 10 for Hard problems. In weekly challenges each passed test earns 10 XP. Your level rises with your total XP.',
        ],
      },
      {
        id: 'streak',
        question: 'How does my streak work?',
        answer: [
          'Visiting CodeArena on a day counts that day, in your own timezone. A visit the day after your last one adds 1 to your streak; missing a day starts it again at 1. Your longest streak is kept.',
        ],
      },
      {
        id: 'rank',
        question: 'How is my rank worked out?',
        answer: [
          [
            'Your world and country ranks come from your total XP and are refreshed every 5 minutes. The ',
            { to: '/leaderboard', label: 'Leaderboard' },
            ' also ranks XP and weekly challenge points by month and year.',
          ],
        ],
      },
    ],
  },
  {
    id: 'challenges',
    title: 'Weekly Challenges',
    questions: [
      {
        id: 'score',
        question: 'How is a weekly challenge scored?',
        answer: [
          "Up to 1000 points: 600 for the share of tests you pass, and up to 400 for speed and brevity compared with the challenge's averages. Your best submission counts; how many submissions you get depends on your plan.",
        ],
      },
    ],
  },
  {
    id: 'plans',
    title: 'Plans',
    questions: [
      {
        id: 'limits',
        question: 'What does each plan include?',
        answer: [
          [
            'By default, Free gives 15 problems and 2 weekly challenges a week with 1 submission per challenge; Pro gives 50 problems, 5 challenges and 2 submissions; Premium has no weekly limits and 3 submissions per challenge. See ',
            { to: '/pricing', label: 'Pricing' },
            ' for prices.',
          ],
        ],
      },
      {
        id: 'refund',
        question: 'Can I get a refund?',
        answer: [['Yes, within 7 days of a purchase, no questions asked. Send us a message on the ', { to: '/contact', label: 'contact page' }, '.']],
      },
    ],
  },
  {
    id: 'account',
    title: 'Your Account',
    questions: [
      {
        id: 'password',
        question: 'I forgot my password.',
        answer: [['Use ', { to: '/forgot-password', label: 'Forgot password' }, ': we e-mail you a code to set a new one.']],
      },
      {
        id: 'devices',
        question: 'How do I sign out of another device?',
        answer: ['Open Settings, then Security: it lists your signed-in devices, and you can end any of them.'],
      },
      {
        id: 'delete',
        question: 'How do I delete my account?',
        answer: [['Open Settings, then Account. Deleting it removes your data for good; the ', { to: '/gdpr', label: 'GDPR page' }, ' says exactly what.']],
      },
    ],
  },
];

export interface HelpLink {
  readonly title: string;
  readonly text: RichText;
}

/** The ways on when the answers above are not enough. */
export const moreHelp: readonly HelpLink[] = [
  { title: 'Ask the community', text: ['Post a question on ', { to: '/qna', label: 'Q&A' }, ': students and mentors answer.'] },
  { title: 'Contact support', text: ['Send us a message from the ', { to: '/contact', label: 'contact page' }, '; we answer within 24 hours.'] },
  { title: 'Share feedback', text: ['Tell us what to improve on the ', { to: '/feedback', label: 'Feedback' }, ' page.'] },
  { title: 'Check the status', text: ['See whether every part of CodeArena is up on the ', { to: '/status', label: 'System Status' }, ' page.'] },
];
