import type { RouteAccess } from '@contract/roles';
import type { ComponentType } from 'react';

/** A page's module, loaded on demand: `() => import('…/x-page').then((m) => m.XPage)`. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Who may open a page (docs/requirements/shell.md §2, accounts.md §1):
 * - public: anyone;
 * - guest: the sign-in pages; a signed-in user is sent on (to where they came from, or /dashboard);
 * - user: signed in, else redirected to /login remembering the origin;
 * - staff / admin / mentor: as contract/roles.ts `canAccess` says (the API asks the same), else
 *   redirected to the user's own home.
 */
export type Access = RouteAccess | 'guest';

export interface AppRoute {
  readonly path: string;
  readonly title: string;
  readonly access: Access;
  /** The requirement section that describes the page; a placeholder names it until the page is built. */
  readonly spec: string;
  /**
   * Loads the page's module on first visit (a dynamic import), so every page is its own chunk and
   * heavy libraries of one page (the editor, charts) never land in the first load. Absent while the
   * page is not built yet.
   */
  readonly page?: PageLoader;
  /** Shown on /login to a signed-out visitor sent there from this page (docs/requirements/shell.md §2). */
  readonly signInMessage?: string;
  /** The route only forwards to another path. */
  readonly redirectTo?: string;
}

const adminScreen = { title: 'Admin Dashboard', access: 'admin', spec: 'docs/requirements/staff.md §2 Admin dashboard' } as const;
const footerPage = <Path extends string>(path: Path, title: string, page: PageLoader) =>
  ({ path, title, access: 'public', spec: 'docs/requirements/shell.md §8 Footer pages', page }) as const;

/** Every route of the web app, once. The router, the guards, the shell's links and the tests read it. */
export const routeTable = [
  {
    path: '/',
    title: 'Home',
    access: 'public',
    spec: 'docs/requirements/shell.md §6 Home page',
    page: () => import('./routes/home-route').then((m) => m.HomeRoute),
  },
  // Accounts
  {
    path: '/login',
    title: 'Sign In',
    access: 'guest',
    spec: 'docs/requirements/accounts.md §4 Sign in',
    page: () => import('../features/auth/components/login-page').then((m) => m.LoginPage),
  },
  {
    path: '/signup',
    title: 'Sign Up',
    access: 'guest',
    spec: 'docs/requirements/accounts.md §5 Sign up',
    page: () => import('../features/auth/components/sign-up-page').then((m) => m.SignUpPage),
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    access: 'public',
    spec: 'docs/requirements/accounts.md §6 Forgot password',
    page: () => import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    path: '/forgot-password-otp',
    title: 'Reset Password',
    access: 'public',
    spec: 'docs/requirements/accounts.md §6 Forgot password (code screen)',
    page: () => import('../features/auth/components/forgot-password-otp-page').then((m) => m.ForgotPasswordOtpPage),
  },
  {
    path: '/reset-password',
    title: 'Reset Password',
    access: 'public',
    spec: 'docs/requirements/accounts.md §6 Forgot password (reset screen)',
    page: () => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
  },
  {
    path: '/send-otp',
    title: 'Send OTP',
    access: 'public',
    spec: 'docs/requirements/accounts.md §7 One-time-code screens',
    page: () => import('../features/auth/components/send-otp-page').then((m) => m.SendOtpPage),
  },
  {
    path: '/verify-otp',
    title: 'Verify OTP',
    access: 'public',
    spec: 'docs/requirements/accounts.md §7 One-time-code screens',
    page: () => import('../features/auth/components/verify-otp-page').then((m) => m.VerifyOtpPage),
  },
  {
    path: '/settings',
    title: 'Settings',
    access: 'user',
    spec: 'docs/requirements/accounts.md §8 Settings',
    page: () => import('../features/account/components/settings-page').then((m) => m.SettingsPage),
  },
  // Information and plans
  {
    path: '/about',
    title: 'About Us',
    access: 'public',
    spec: 'docs/requirements/shell.md §7 About',
    page: () => import('../features/info/components/about-page').then((m) => m.AboutPage),
  },
  {
    path: '/contact',
    title: 'Contact Us',
    access: 'public',
    spec: 'docs/requirements/shell.md §7 Contact',
    page: () => import('../features/info/components/contact-page').then((m) => m.ContactPage),
  },
  {
    path: '/pricing',
    title: 'Pricing',
    access: 'public',
    spec: 'docs/requirements/plans.md §3 Pricing',
    page: () => import('../features/plans/components/pricing-page').then((m) => m.PricingPage),
  },
  {
    path: '/checkout',
    title: 'Checkout',
    access: 'user',
    spec: 'docs/requirements/plans.md §4 Checkout',
    page: () => import('../features/checkout/components/checkout-page').then((m) => m.CheckoutPage),
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    access: 'public',
    spec: 'docs/requirements/shell.md §8 Terms',
    page: () => import('../features/info/components/terms-page').then((m) => m.TermsPage),
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    access: 'public',
    spec: 'docs/requirements/shell.md §8 Privacy',
    page: () => import('../features/info/components/privacy-page').then((m) => m.PrivacyPage),
  },
  { path: '/privacy', title: 'Privacy Policy', access: 'public', spec: 'docs/requirements/shell.md §2 Routes', redirectTo: '/privacy-policy' },
  { path: '/terms', title: 'Terms and Conditions', access: 'public', spec: 'docs/requirements/shell.md §2 Routes', redirectTo: '/terms-and-conditions' },
  footerPage('/cookies', 'Cookie Policy', () => import('../features/info/components/cookies-page').then((m) => m.CookiesPage)),
  footerPage('/gdpr', 'GDPR', () => import('../features/info/components/gdpr-page').then((m) => m.GdprPage)),
  footerPage('/security', 'Security', () => import('../features/info/components/security-page').then((m) => m.SecurityPage)),
  footerPage('/help', 'Help Center', () => import('../features/info/components/help-page').then((m) => m.HelpPage)),
  {
    path: '/status',
    title: 'System Status',
    access: 'public',
    spec: 'docs/architecture.md §3 Health of the local components',
    page: () => import('../features/health/components/health-page').then((m) => m.HealthPage),
  },
  footerPage('/careers', 'Careers', () => import('../features/info/components/company-pages').then((m) => m.CareersPage)),
  footerPage('/press', 'Press', () => import('../features/info/components/company-pages').then((m) => m.PressPage)),
  footerPage('/partners', 'Partners', () => import('../features/info/components/company-pages').then((m) => m.PartnersPage)),
  footerPage('/investors', 'Investors', () => import('../features/info/components/company-pages').then((m) => m.InvestorsPage)),
  // Practice, challenges, rankings
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'user',
    spec: 'docs/requirements/dashboard.md §1 Progress dashboard',
    page: () => import('../features/progress/components/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    path: '/practice',
    title: 'Practice Arena',
    access: 'public',
    spec: 'docs/requirements/practice.md §1 Practice Arena hub',
    page: () => import('../features/practice/components/practice-hub').then((m) => m.PracticeHub),
  },
  { path: '/practice-arena', title: 'Practice Arena', access: 'public', spec: 'docs/decisions/D05 Practice routes', redirectTo: '/practice' },
  {
    path: '/problems',
    title: 'Coding Problems',
    access: 'public',
    spec: 'docs/requirements/practice.md §2 Problems list',
    page: () => import('../features/problems/components/problems-page').then((m) => m.ProblemsPage),
  },
  {
    path: '/practice-categories',
    title: 'Practice Categories',
    access: 'public',
    spec: 'docs/requirements/practice.md §2 Practice categories',
    page: () => import('../features/problems/components/practice-categories-page').then((m) => m.PracticeCategoriesPage),
  },
  {
    path: '/problem/:id',
    title: 'Problem',
    access: 'user',
    spec: 'docs/requirements/practice.md §3 Problem page',
    page: () => import('../features/problem/components/problem-page').then((m) => m.ProblemPage),
    signInMessage: 'Please sign in to solve coding problems and track your progress',
  },
  {
    path: '/weekly-challenges',
    title: 'Weekly Challenges',
    access: 'user',
    spec: 'docs/requirements/challenges.md §1 Weekly challenges list',
    page: () => import('../features/challenges/components/challenges-page').then((m) => m.ChallengesPage),
    signInMessage: 'Please sign in to participate in weekly challenges and compete for prizes',
  },
  {
    path: '/weekly-challenges/new',
    title: 'Schedule a Weekly Challenge',
    access: 'staff',
    spec: 'docs/requirements/challenges.md §5 Scheduling (docs/decisions/D11)',
    page: () => import('../features/challenges/components/schedule-challenge-page').then((m) => m.ScheduleChallengePage),
  },
  {
    path: '/weekly-challenge/:id',
    title: 'Weekly Challenge',
    access: 'user',
    spec: 'docs/requirements/challenges.md §2 Challenge page',
    page: () => import('../features/challenges/components/challenge-page').then((m) => m.ChallengePage),
    signInMessage: 'Please sign in to solve weekly challenge problems and track your progress',
  },
  {
    path: '/tournaments',
    title: 'Tournaments',
    access: 'public',
    spec: 'docs/requirements/leaderboards.md §5 Tournaments (Coming Soon)',
    page: () => import('../features/rankings/components/tournaments-page').then((m) => m.TournamentsPage),
  },
  {
    path: '/leaderboard',
    title: 'Leaderboard',
    access: 'user',
    spec: 'docs/requirements/leaderboards.md §1 Leaderboards',
    page: () => import('../features/rankings/components/leaderboard-page').then((m) => m.LeaderboardPage),
    signInMessage: 'Please sign in to view leaderboards and see your ranking among other programmers',
  },
  // Social
  {
    path: '/community',
    title: 'Community',
    access: 'user',
    spec: 'docs/requirements/community.md §1 Community page',
    signInMessage: 'Please sign in to participate in community discussions and share your coding knowledge.',
    page: () => import('../features/community/components/community-page').then((m) => m.CommunityPage),
  },
  {
    path: '/qna',
    title: 'Questions & Answers',
    access: 'public',
    spec: 'docs/requirements/qna.md §1 Q&A page',
    page: () => import('../features/qna/components/qna-page').then((m) => m.QnaPage),
  },
  {
    path: '/blog',
    title: 'Blog',
    access: 'public',
    spec: 'docs/requirements/blog.md §1 Blog page',
    page: () => import('../features/blog/components/blog-page').then((m) => m.BlogPage),
  },
  {
    path: '/blog/:slug',
    title: 'Blog Article',
    access: 'public',
    spec: 'docs/requirements/blog.md §1 Blog page',
    page: () => import('./routes/blog-article-route').then((m) => m.BlogArticleRoute),
  },
  { path: '/crews', title: 'Crews', access: 'public', spec: 'docs/requirements/crews.md §1 Crews page' },
  { path: '/join/:crewId', title: 'Join a Crew', access: 'user', spec: 'docs/requirements/crews.md §3 Invite link' },
  {
    path: '/friends',
    title: 'Friends',
    access: 'public',
    spec: 'docs/requirements/friends.md §1 Friends screen',
    page: () => import('../features/friends/components/friends-page').then((m) => m.FriendsPage),
  },
  {
    path: '/feedback',
    title: 'Feedback',
    access: 'user',
    spec: 'docs/requirements/feedback.md §1 Feedback page',
    signInMessage: 'Please sign in to submit feedback and help us improve the platform',
    page: () => import('../features/feedback/components/feedback-page').then((m) => m.FeedbackPage),
  },
  { path: '/achievements', title: 'Achievements Hall', access: 'user', spec: 'docs/requirements/achievements.md §1 Achievements Hall' },
  // Staff (docs/requirements/staff.md): the admin paths all show the one admin screen.
  { path: '/admin/dashboard', ...adminScreen },
  { path: '/admin/problems', ...adminScreen },
  { path: '/admin/tournaments', ...adminScreen },
  { path: '/admin/crews', ...adminScreen },
  { path: '/admin/community', ...adminScreen },
  { path: '/mentor/dashboard', title: 'Mentor Dashboard', access: 'mentor', spec: 'docs/requirements/staff.md §3 Mentor dashboard' },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof routeTable)[number]['path'];

/** Paths without parameters: what a plain link can point at. */
export type StaticAppPath = Exclude<AppPath, `${string}:${string}`>;

// Code below the app (the info pages' texts) links pages by these paths (web/src/lib/app-paths.ts).
declare module '../lib/app-paths' {
  interface RegisteredAppPaths {
    readonly paths: StaticAppPath;
  }
}
