import { appName, appVersion } from '@web/config/app';
import type { InfoDocument } from './types';

/**
 * The footer's company pages (docs/requirements/shell.md §2 lists them without content): short and true to what
 * CodeArena is today, each ending with a way to reach us through the contact form.
 */
export const careers: InfoDocument = {
  title: 'Careers',
  lead: `${appName} is in early access and built by a small team. We have no open positions right now, but we are always glad to hear from people who want to help.`,
  sections: [
    {
      id: 'ways-to-help',
      heading: 'Ways to help',
      blocks: [
        {
          list: [
            [{ strong: 'Problem setters:' }, ' write original problems with tests and reference solutions in C++, Python, Java and JavaScript.'],
            [{ strong: 'Mentors:' }, " answer students' questions, review solutions and run weekly challenges."],
            [{ strong: 'Engineers and designers:' }, ' help us make the judge faster and the site easier to use.'],
          ],
        },
      ],
    },
    {
      id: 'get-in-touch',
      heading: 'Get in touch',
      blocks: [
        [
          'Tell us who you are and what you would like to do on the ',
          { to: '/contact', label: 'contact page', search: '?subject=Careers' },
          '. When we open a position, it will be listed here first.',
        ],
      ],
    },
  ],
};

export const press: InfoDocument = {
  title: 'Press',
  lead: `Writing about ${appName}? Here are the facts, and how to reach us.`,
  sections: [
    {
      id: 'facts',
      heading: `${appName} at a glance`,
      blocks: [
        {
          list: [
            `${appName} is a platform where students practise competitive programming in the browser, in C++, Python, Java and JavaScript.`,
            'Every submission is judged test by test within seconds, with live progress, and earns XP, levels and streaks.',
            'Weekly challenges are ranked on world and country leaderboards.',
            `It opened in early access in 2025; the current version is ${appVersion}.`,
          ],
        },
        ['Our name is written as one word, ', { strong: appName }, '.'],
      ],
    },
    {
      id: 'enquiries',
      heading: 'Press enquiries',
      blocks: [
        [
          'Send your questions on the ',
          { to: '/contact', label: 'contact page', search: '?subject=Press%20enquiry' },
          '; we answer within 24 hours. The ',
          { to: '/about', label: 'About' },
          ' page tells our story.',
        ],
      ],
    },
  ],
};

export const partners: InfoDocument = {
  title: 'Partners',
  lead: `Schools, universities, programming clubs, contest organisers and sponsors: let us help your students practise together on ${appName}.`,
  sections: [
    {
      id: 'what-we-offer',
      heading: 'What we can do together',
      blocks: [
        {
          list: [
            'Your students practise on the same catalogue, with the same judge and limits for everyone, and follow their progress on their dashboards.',
            'Mentor accounts for your staff, who can schedule weekly challenges with their own problems and tests.',
            'Country and world leaderboards that show how your students compare.',
          ],
        },
      ],
    },
    {
      id: 'start',
      heading: 'Start a conversation',
      blocks: [['Tell us about your group and what you need on the ', { to: '/contact', label: 'contact page', search: '?subject=Partnership' }, '.']],
    },
  ],
};

export const investors: InfoDocument = {
  title: 'Investors',
  lead: `${appName} is in early access and is not raising funds publicly at the moment. We publish no financial figures.`,
  sections: [
    {
      id: 'contact',
      heading: 'Interested in what we are building?',
      blocks: [
        [
          'Read our story on the ',
          { to: '/about', label: 'About' },
          ' page, then write to us on the ',
          { to: '/contact', label: 'contact page', search: '?subject=Investor%20enquiry' },
          '.',
        ],
      ],
    },
  ],
};
