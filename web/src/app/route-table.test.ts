import { describe, expect, it } from 'vitest';
import { footerColumns, isMenu, myCrewLink, userMenuLinks, visitorNav } from './layout/nav-links';
import { type AppRoute, routeTable } from './route-table';

/** Every path the requirements name: docs/requirements/shell.md §2. */
const specPaths = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/forgot-password-otp',
  '/reset-password',
  '/send-otp',
  '/verify-otp',
  '/about',
  '/contact',
  '/pricing',
  '/checkout',
  '/blog',
  '/friends',
  '/terms-and-conditions',
  '/privacy-policy',
  '/privacy',
  '/terms',
  '/cookies',
  '/gdpr',
  '/security',
  '/help',
  '/status',
  '/careers',
  '/press',
  '/partners',
  '/investors',
  '/practice',
  '/problems',
  '/practice-arena',
  '/practice-categories',
  '/problem/:id',
  '/weekly-challenges',
  '/weekly-challenge/:id',
  '/tournaments',
  '/leaderboard',
  '/community',
  '/crews',
  '/join/:crewId',
  '/achievements',
  '/feedback',
  '/qna',
  '/dashboard',
  '/settings',
  '/admin/dashboard',
  '/admin/problems',
  '/admin/tournaments',
  '/admin/crews',
  '/admin/community',
  '/mentor/dashboard',
];

/** Pages the issues add beyond the specs' route maps. */
const issuePaths = ['/weekly-challenges/new', '/blog/:slug'];

const table: readonly AppRoute[] = routeTable;
const byPath = new Map(table.map((route) => [route.path, route]));

describe('route table', () => {
  it('has every route of the spec, once', () => {
    const paths = table.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPaths, ...issuePaths].sort());
  });

  it('requires sign-in where the spec does', () => {
    const signedIn = [
      '/checkout',
      '/dashboard',
      '/problem/:id',
      '/weekly-challenge/:id',
      '/settings',
      '/weekly-challenges',
      '/leaderboard',
      '/community',
      '/feedback',
      '/achievements',
    ];
    for (const path of signedIn) expect(byPath.get(path)?.access, path).toBe('user');
    for (const path of ['/admin/dashboard', '/admin/problems', '/admin/tournaments', '/admin/crews', '/admin/community']) {
      expect(byPath.get(path)?.access, path).toBe('admin');
    }
    expect(byPath.get('/mentor/dashboard')?.access).toBe('mentor');
    expect(byPath.get('/weekly-challenges/new')?.access).toBe('staff');
    for (const path of ['/', '/blog', '/blog/:slug', '/qna', '/friends', '/problems', '/practice', '/status', '/pricing']) {
      expect(byPath.get(path)?.access, path).toBe('public');
    }
  });

  it('sends /practice-arena to the practice hub (docs/decisions/D05) and redirects only to known pages', () => {
    expect(byPath.get('/practice-arena')?.redirectTo).toBe('/practice');
    for (const route of table.filter((r) => r.redirectTo)) {
      const target = byPath.get(route.redirectTo!);
      expect(target, route.path).toBeDefined();
      expect(target?.redirectTo, `${route.path} redirects twice`).toBeUndefined();
    }
  });

  it('names the requirement section of every page still to build', () => {
    for (const route of table.filter((r) => !r.page && !r.redirectTo)) {
      expect(route.spec, route.path).toMatch(/^docs\/requirements\/[a-z]+\.md §\d+ /);
      expect(route.title.length, route.path).toBeGreaterThan(0);
    }
  });

  it('links the shell only to pages of the table', () => {
    const links = [
      ...visitorNav.flatMap((entry) => (isMenu(entry) ? entry.items : [entry])),
      myCrewLink,
      ...userMenuLinks,
      ...footerColumns.flatMap((column) => column.items),
    ];
    for (const link of links) expect(byPath.has(link.to), `${link.label} → ${link.to}`).toBe(true);
  });
});
