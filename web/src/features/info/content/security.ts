import { securityEmail } from './mailboxes';
import type { InfoDocument } from './types';

/** How the judge isolates programs and how the rest is protected (docs/architecture.md §2, §4), and where to report a problem. */
export const security: InfoDocument = {
  title: 'Security',
  lead: 'CodeArena runs programs written by strangers, so isolation is built into the judge from the start. Here is how, and how to tell us if you find a weakness.',
  contents: true,
  sections: [
    {
      id: 'judge',
      heading: 'How the judge isolates your program',
      blocks: [
        'Every submission is compiled once, then run against each test under strict limits:',
        {
          list: [
            'a fresh, empty working directory, and an empty environment: no credentials and no address of anything else reach the program;',
            'limits on CPU time, memory, output size and the number of processes, and no core dumps; a watchdog on the wall clock stops the whole group of processes the program started;',
            'after each test its working directory is wiped and any process it left behind is killed, so nothing passes to the next test or the next user;',
            "expected outputs stay in the judge's memory, never on disk where a program could read them, and neither tests nor code are written to the logs.",
          ],
        },
        'In the cloud, each language has its own judge function running in a Firecracker micro virtual machine of AWS Lambda. These functions sit in private subnets with no route to the internet; they may only read the tests of the problem being judged and write their logs. They return results to the judging workflow, and a separate, trusted function records verdicts and awards XP, so a program can never write its own result.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        {
          list: [
            'Passwords are at least 8 characters and are kept by Amazon Cognito, never by us and never in readable form.',
            "Every API request is checked against your sign-in token, and every handler checks that you may touch what you ask for: no one can read or change another user's profile, sessions, code or submissions.",
            'Settings under Security lists your signed-in devices; ending one, or signing out, ends that sign-in at once. Deleting your account ends every sign-in.',
          ],
        },
      ],
    },
    {
      id: 'infrastructure',
      heading: 'Data and infrastructure',
      blocks: [
        {
          list: [
            'The site and the API are served over HTTPS only.',
            'The storage buckets are private; avatars are uploaded and read through short-lived signed links.',
            'Each part of the API gets only the permissions its routes need.',
            'The API is throttled, and plan limits and daily limits (such as on the contact form) are counted in the same database write that checks them, so they cannot be raced.',
            'The database keeps point-in-time backups for 35 days.',
          ],
        },
      ],
    },
    {
      id: 'disclosure',
      heading: 'Reporting a vulnerability',
      blocks: [
        ['If you believe you have found a security problem, write to ', { email: securityEmail }, ' rather than posting it publicly. Please include:'],
        { list: ['what you found and where;', 'the steps, program or request that shows it;', 'what an attacker could do with it.'] },
        'While you investigate, use only your own accounts and data, do not degrade the service for others (no denial-of-service tests), and give us reasonable time to fix the problem before you tell anyone else.',
        'We will confirm that we received your report, keep you informed until it is fixed, and credit you if you wish. We do not take legal action against research done in good faith within these rules. We do not run a paid bug bounty.',
      ],
    },
  ],
};
