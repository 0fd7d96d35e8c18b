import type { Profile } from '@contract/account/profile';

/** A whole profile as GET /me answers it (the contract's response), with the fields a test cares about. */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'student-id',
    email: 'student@example.com',
    name: 'Stu Dent',
    role: 'student',
    plan: 'free',
    country: { name: 'United States', code: 'US' },
    language: 'English',
    timezone: 'UTC',
    codeEditorTheme: 'hc-black',
    theme: 'dark',
    dateFormat: 'MM/DD/YYYY',
    githubLink: null,
    linkedinLink: null,
    showBadges: true,
    showStatus: true,
    showMessages: true,
    currentStreak: 1,
    longestStreak: 1,
    xp: 0,
    level: 0,
    certificates: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
