import { supportEmail } from './mailboxes';
import type { InfoDocument } from './types';

/**
 * What the web app keeps in the browser, as the code does it (web/src: lib/auth/token-storage.ts,
 * lib/auth/session-id.ts, components/ui/theme/theme.ts, components/code-editor/local-draft.ts,
 * features/account/components/privacy-tab.tsx, app/layout/use-connect-dot.ts and the contact
 * form's draft, features/info/lib/contact-draft.ts). Keep this list true when one is added.
 */
export const cookies: InfoDocument = {
  title: 'Cookie Policy',
  lead: "CodeArena sets no cookies of its own and uses no advertising or tracking. It keeps a few items in your browser's storage so that you stay signed in and your choices are remembered. Here is every one.",
  updated: '2026-11-26',
  sections: [
    {
      id: 'storage',
      heading: 'What we keep in your browser',
      blocks: [
        'Local storage stays until you sign out, clear it or the app removes it; session storage is cleared when you close the tab.',
        {
          table: {
            caption: 'Items CodeArena keeps in your browser',
            head: ['Name', 'Where', 'What it is for'],
            rows: [
              [
                [{ code: 'CognitoIdentityServiceProvider.…' }],
                'Local storage if you tick Remember me, otherwise session storage',
                'Your sign-in: the tokens that prove who you are to our API, and the last signed-in user. Removed when you sign out. During a Google sign-in, a few short-lived items carry the sign-in across the redirect.',
              ],
              [
                [{ code: 'codearena.rememberMe' }],
                'Local storage',
                'Whether you ticked Remember me, so the next visit looks for your sign-in in the right place.',
              ],
              [
                [{ code: 'codearena.sessionId' }, ', ', { code: 'codearena.pendingSession' }],
                'Local storage',
                "The id of this device's session, so Settings can mark it as the current one and a reload does not record it twice. Removed when you sign out.",
              ],
              [[{ code: 'codearena.theme' }], 'Local storage', 'Your light, dark or automatic theme.'],
              [[{ code: 'codearena.dataCollection' }], 'Local storage', 'The Data collection switch in Settings under Privacy.'],
              [
                [{ code: 'codearena:draft:v1:…' }],
                'Local storage',
                'The code you are writing on a problem, per problem and language, saved on every edit so a closed tab loses nothing.',
              ],
              [[{ code: 'codearena.friendsVisited' }], 'Session storage', 'Hides the dot on Connect once you have opened your friends page in this tab.'],
              [
                [{ code: 'codearena.contactDraft' }],
                'Session storage',
                'A message you wrote on the contact form while signed out, kept while you sign in; removed as soon as the form shows it again.',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'The CodeArena site sets no cookies. If you sign in with Google, the sign-in pages of our identity provider (Amazon Cognito) and of Google, on their own domains, set the cookies they need for that sign-in; their own policies apply to them.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        "You can clear these items at any time in your browser's settings. You will then be signed out and your theme and unsent drafts will be forgotten; nothing on your account is lost.",
        ['Questions: ', { email: supportEmail }, '.'],
      ],
    },
  ],
};
