import { feedbackEmail, supportEmail } from '../../config/app';
import type { StaticAppPath } from '../route-table';

/** A link of the shell; `to` must be a path of the route table, so a typo does not compile. */
export interface ShellLink {
  readonly label: string;
  readonly to: StaticAppPath;
}

export interface ShellMenu {
  readonly label: string;
  readonly items: readonly ShellLink[];
}

/** The visitor navigation of docs/requirements/shell.md §3, in order. */
export const visitorNav: readonly (ShellLink | ShellMenu)[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Practice',
    items: [
      { label: 'Practice Arena', to: '/practice' },
      { label: 'Problems', to: '/problems' },
      { label: 'Weekly Challenges', to: '/weekly-challenges' },
    ],
  },
  { label: 'Tournaments', to: '/tournaments' },
  { label: 'Leaderboard', to: '/leaderboard' },
  {
    label: 'Connect',
    items: [
      { label: 'Friends', to: '/friends' },
      { label: 'Community', to: '/community' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    label: 'Information',
    items: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Feedback', to: '/feedback' },
      { label: 'Q&A', to: '/qna' },
    ],
  },
];

/** Signed-in students additionally see My Crew (docs/requirements/shell.md §3). */
export const myCrewLink: ShellLink = { label: 'My Crew', to: '/crews' };

/** The user menu; Sign Out is added by the nav bar because it is an action. */
export const userMenuLinks: readonly ShellLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Achievements', to: '/achievements' },
  { label: 'Settings', to: '/settings' },
];

/**
 * The footer columns of docs/requirements/shell.md §4: every footer link opens a real page. Feedback and Q&A
 * are in Support (docs/requirements/feedback.md §1, qna.md §1); the blog (blog.md) joins the footer when its
 * page is built; until then the navigation menus alone list it (docs/requirements/shell.md §4).
 */
export const footerColumns: readonly ShellMenu[] = [
  {
    label: 'Platform',
    items: [
      { label: 'Practice Arena', to: '/practice' },
      { label: 'Problems', to: '/problems' },
      { label: 'Weekly Challenges', to: '/weekly-challenges' },
      { label: 'Leaderboard', to: '/leaderboard' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    label: 'Support',
    items: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Feedback', to: '/feedback' },
      { label: 'Q&A', to: '/qna' },
      { label: 'System Status', to: '/status' },
    ],
  },
  {
    label: 'Company',
    items: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Partners', to: '/partners' },
      { label: 'Investors', to: '/investors' },
    ],
  },
  {
    label: 'Legal',
    items: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'GDPR', to: '/gdpr' },
      { label: 'Security', to: '/security' },
    ],
  },
];

export function isMenu(entry: ShellLink | ShellMenu): entry is ShellMenu {
  return 'items' in entry;
}

/** docs/requirements/shell.md §4 footer contacts; the addresses are the operator's to set at launch. */
export const footerContacts: readonly { label: string; email: string }[] = [
  { label: 'Support', email: supportEmail },
  { label: 'Feedback', email: feedbackEmail },
];

/** docs/requirements/shell.md §4: Instagram, LinkedIn, YouTube. */
export const socialLinks: readonly { label: string; href: string }[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/codearena' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/codearena' },
  { label: 'YouTube', href: 'https://www.youtube.com/@codearena' },
];
