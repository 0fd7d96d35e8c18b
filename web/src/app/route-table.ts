import type { ComponentType } from 'react';
import { LoginPage } from '../features/auth/components/login-page';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { ForgotPasswordOtpPage } from '../features/auth/components/forgot-password-otp-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SendOtpPage } from '../features/auth/components/send-otp-page';
import { VerifyOtpPage } from '../features/auth/components/verify-otp-page';
import { HealthPage } from '../features/health/components/health-page';
import { SettingsPage } from '../features/settings/components/settings-page';

/**
 * Who may open a page (spec 1 §2.1, §6; spec 2 §2.1; spec 3 route map):
 * - public: anyone;
 * - guest: the sign-in pages; a signed-in user is sent on (to where they came from, or /dashboard);
 * - user: signed in, else redirected to /login remembering the origin;
 * - admin / mentor: that role, else redirected to the user's own home.
 */
export type Access = 'public' | 'guest' | 'user' | 'mentor' | 'admin';

export interface AppRoute {
  readonly path: string;
  readonly title: string;
  readonly access: Access;
  /** The spec section that describes the page; a placeholder names it until the page is built. */
  readonly spec: string;
  /** The page; absent while it is not built yet. */
  readonly page?: ComponentType;
  /** Shown on /login to a signed-out visitor sent there from this page (spec 2 §2.1, spec 3). */
  readonly signInMessage?: string;
  /** The route only forwards to another path. */
  readonly redirectTo?: string;
}

const adminScreen = { title: 'Admin Dashboard', access: 'admin', spec: 'Spec 3, Admin dashboard' } as const;
const footerPage = (path: string, title: string) =>
  ({ path, title, access: 'public', spec: 'Spec 1 §2.1 (footer link; its content is not specified)' }) as const;

/** Every route of the web app, once. The router, the guards, the shell's links and the tests read it. */
export const routeTable = [
  { path: '/', title: 'Home', access: 'public', spec: 'Spec 1 §2.3 Home page' },
  // Accounts
  { path: '/login', title: 'Sign In', access: 'guest', spec: 'Spec 1 §2.4 Login', page: LoginPage },
  { path: '/signup', title: 'Sign Up', access: 'guest', spec: 'Spec 1 §2.5 Signup', page: SignUpPage },
  { path: '/forgot-password', title: 'Forgot Password', access: 'public', spec: 'Spec 1 §2.6 Forgot password', page: ForgotPasswordPage },
  { path: '/forgot-password-otp', title: 'Reset Password', access: 'public', spec: 'Spec 1 §2.6 Forgot password (code screen)', page: ForgotPasswordOtpPage },
  { path: '/reset-password', title: 'Reset Password', access: 'public', spec: 'Spec 1 §2.6 Forgot password (reset screen)', page: ResetPasswordPage },
  { path: '/send-otp', title: 'Send OTP', access: 'public', spec: 'Spec 1 §2.7 One-time-code screens', page: SendOtpPage },
  { path: '/verify-otp', title: 'Verify OTP', access: 'public', spec: 'Spec 1 §2.7 One-time-code screens', page: VerifyOtpPage },
  { path: '/settings', title: 'Settings', access: 'user', spec: 'Spec 1 §2.10 Settings', page: SettingsPage },
  // Information and plans
  { path: '/about', title: 'About Us', access: 'public', spec: 'Spec 1 §2.11 About' },
  { path: '/contact', title: 'Contact Us', access: 'public', spec: 'Spec 1 §2.11 Contact' },
  { path: '/pricing', title: 'Pricing', access: 'public', spec: 'Spec 1 §2.8 Pricing' },
  { path: '/checkout', title: 'Checkout', access: 'user', spec: 'Spec 1 §2.9 Checkout' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', access: 'public', spec: 'Spec 1 §2.11 Terms' },
  { path: '/privacy-policy', title: 'Privacy Policy', access: 'public', spec: 'Spec 1 §2.11 Privacy' },
  { path: '/privacy', title: 'Privacy Policy', access: 'public', spec: 'Spec 1 §2.1', redirectTo: '/privacy-policy' },
  { path: '/terms', title: 'Terms and Conditions', access: 'public', spec: 'Spec 1 §2.1', redirectTo: '/terms-and-conditions' },
  footerPage('/cookies', 'Cookie Policy'),
  footerPage('/gdpr', 'GDPR'),
  footerPage('/security', 'Security'),
  footerPage('/help', 'Help Center'),
  { path: '/status', title: 'System Status', access: 'public', spec: 'Issue 2: health of the local components', page: HealthPage },
  footerPage('/careers', 'Careers'),
  footerPage('/press', 'Press'),
  footerPage('/partners', 'Partners'),
  footerPage('/investors', 'Investors'),
  // Practice, challenges, rankings (spec 2)
  { path: '/dashboard', title: 'Dashboard', access: 'user', spec: 'Spec 2 §2.2 Progress dashboard' },
  { path: '/practice', title: 'Practice Arena', access: 'public', spec: 'Spec 2 §2.3 Practice Arena hub' },
  { path: '/practice-arena', title: 'Practice Arena', access: 'public', spec: 'DESIGN D5', redirectTo: '/practice' },
  { path: '/problems', title: 'Coding Problems', access: 'public', spec: 'Spec 2 §2.4 Problems list' },
  { path: '/practice-categories', title: 'Practice Categories', access: 'public', spec: 'Spec 1 §2.1 (feature page) and spec 2 §2.4 topics' },
  { path: '/problem/:id', title: 'Problem', access: 'user', spec: 'Spec 2 §2.5 Problem-solving screen',
    signInMessage: 'Please sign in to solve coding problems and track your progress' },
  { path: '/weekly-challenges', title: 'Weekly Challenges', access: 'user', spec: 'Spec 2 §2.6 Weekly challenges list',
    signInMessage: 'Please sign in to participate in weekly challenges and compete for prizes' },
  { path: '/weekly-challenge/:id', title: 'Weekly Challenge', access: 'user', spec: 'Spec 2 §2.7 Weekly challenge problem page',
    signInMessage: 'Please sign in to solve weekly challenge problems and track your progress' },
  { path: '/tournaments', title: 'Tournaments', access: 'public', spec: 'Spec 2 §2.1 Tournaments' },
  { path: '/leaderboard', title: 'Leaderboard', access: 'user', spec: 'Spec 2 §2.8 Leaderboards',
    signInMessage: 'Please sign in to view leaderboards and see your ranking among other programmers' },
  // Social (spec 3)
  { path: '/community', title: 'Community', access: 'user', spec: 'Spec 3, Community page',
    signInMessage: 'Please sign in to participate in community discussions and share your coding knowledge.' },
  { path: '/qna', title: 'Questions & Answers', access: 'public', spec: 'Spec 3, Questions and Answers page' },
  { path: '/blog', title: 'Blog', access: 'public', spec: 'Spec 3, Blog page' },
  { path: '/crews', title: 'Crews', access: 'public', spec: 'Spec 3, Crews page' },
  { path: '/join/:crewId', title: 'Join a Crew', access: 'user', spec: 'Spec 3, Crews page (invite link)' },
  { path: '/friends', title: 'Friends', access: 'public', spec: 'Spec 3, Friends screen' },
  { path: '/feedback', title: 'Feedback', access: 'user', spec: 'Spec 3, Feedback page',
    signInMessage: 'Please sign in to submit feedback and help us improve the platform' },
  { path: '/achievements', title: 'Achievements Hall', access: 'user', spec: 'Spec 3, Achievements Hall' },
  // Staff (spec 3): the admin paths all show the one admin screen.
  { path: '/admin/dashboard', ...adminScreen },
  { path: '/admin/problems', ...adminScreen },
  { path: '/admin/tournaments', ...adminScreen },
  { path: '/admin/crews', ...adminScreen },
  { path: '/admin/community', ...adminScreen },
  { path: '/mentor/dashboard', title: 'Mentor Dashboard', access: 'mentor', spec: 'Spec 3, Mentor dashboard' },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof routeTable)[number]['path'];

/** Paths without parameters: what a plain link can point at. */
export type StaticAppPath = Exclude<AppPath, `${string}:${string}`>;
