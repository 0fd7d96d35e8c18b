import { z } from 'zod';
import { countryCodes } from './countries';
import { hiddenCharactersMessage, shownText } from './shown-text';
import { wordCount } from './words';

/**
 * Crews (docs/requirements/crews.md, docs/decisions/D15): teams of students with a founder and
 * executives. The rules both sides use: who may move whom, who founds the crew after a founder
 * leaves, a crew's level by its all-time contribution, and the creation form's limits and texts.
 */

/** Highest first: a role may act only on roles below it, and only as crewMove allows. */
export const crewRoles = ['founder', 'senior-executive', 'junior-executive', 'member'] as const;
export type CrewRole = (typeof crewRoles)[number];
export const crewRoleLabels: Record<CrewRole, string> = {
  founder: 'Founder',
  'senior-executive': 'Senior Executive',
  'junior-executive': 'Junior Executive',
  member: 'Member',
};
/** A join request asks for one of these (docs/requirements/crews.md §3). */
export const crewPositions = ['member', 'junior-executive', 'senior-executive'] as const;
/** The level a founder declares for the crew (the creation modal). */
export const crewSkillLevels = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Elite'] as const;
export const crewPrivacies = ['open', 'private'] as const;

export const CREW_MEMBER_CHOICES = [10, 25, 50] as const;
export const CREW_MEMBERS_MIN = 1;
export const CREW_MEMBERS_MAX = 100;
export const CREW_MEMBERS_DEFAULT = 50;
export const CREW_DESCRIPTION_WORDS = 25;
/** Characters, beyond the 25 words: 25 long words still make a short description. */
export const CREW_DESCRIPTION_MAX = 300;
export const CREW_NAME_MAX = 40;
export const CREW_TAGS_MAX = 5;
export const CREW_TAG_MAX = 20;
export const CREW_REQUEST_REASON_MAX = 500;
export const ANNOUNCEMENT_MAX = 1_000;
export const CREW_RATING_START = 1000;
/** Find a Crew: 18 cards a page. */
export const CREWS_PAGE_SIZE = 18;
/** Recent activity: 10 loaded, 3 shown; announcements: 3 shown; the chat's first load: the 10 newest. */
export const CREW_ACTIVITY_LOADED = 10;
export const CREW_ACTIVITY_SHOWN = 3;
export const CREW_ANNOUNCEMENTS_SHOWN = 3;
export const CREW_CHAT_FIRST = 10;
/** Analytics: a month with 70 problems solved draws a full-height bar. */
export const CREW_CHART_FULL = 70;

export const crewMessages = {
  signIn: 'Please log in to view crews.',
  loading: 'Loading crews...',
  nameRequired: 'Crew name is required.',
  nameTaken: 'A crew with this name already exists. Please choose a unique name.',
  nameTakenShort: 'Name already taken',
  nameAvailable: 'Name available',
  nameTooLong: `Crew name must be at most ${CREW_NAME_MAX} characters.`,
  descriptionTooLong: `Description cannot exceed ${CREW_DESCRIPTION_WORDS} words.`,
  alreadyInCrew: 'You are already a member of another crew.',
  alreadyMember: 'You are already a member of this crew.',
  full: 'This crew is full and cannot accept new members.',
  createFailed: (message: string) => `Failed to create crew: ${message}.`,
  created: 'Crew created successfully!',
  requestSubmitted: 'Join request submitted! The crew admin will review your request.',
  joinFailed: 'Failed to join crew. Please try again.',
  selectCrew: 'Please select a crew to join',
  leaveFailed: 'Failed to leave crew. Please try again.',
  planCannotJoin: 'Your plan does not allow joining crews. Please upgrade to Pro or Premium.',
  inviteCopied: 'Invite link copied to clipboard!',
  onlyFounder: 'Only the founder can perform this action.',
  cannotPromote: (role: CrewRole) => `${crewRoleLabels[role]} cannot be promoted further.`,
  cannotDemote: (role: CrewRole) => `${crewRoleLabels[role]} cannot be demoted further.`,
  /** Beyond the spec: what the others are told (members and junior executives manage nobody; nobody moves themselves). */
  notManager: 'Only founders and senior executives can manage members.',
  notYourself: 'You cannot change your own role.',
  announcementRequired: 'Announcement cannot be empty.',
  settingsRestricted: 'Access Restricted: Only founders and senior executives can access crew settings',
  promoted: 'Member promoted!',
  demoted: 'Member demoted!',
  removed: 'Member removed successfully!',
  announcementPosted: 'Announcement posted successfully!',
  announcementUpdated: 'Announcement updated successfully!',
  announcementDeleted: 'Announcement deleted successfully!',
  settingsUpdated: 'Settings updated successfully!',
  promoteFailed: 'Failed to promote member',
  demoteFailed: 'Failed to demote member',
  removeFailed: 'Failed to remove member.',
  postFailed: 'Failed to post announcement.',
  updateFailed: 'Failed to update announcement.',
  deleteFailed: 'Failed to delete announcement.',
  acceptFailed: 'Failed to accept the request. Please try again.',
  rejectFailed: 'Failed to reject the request. Please try again.',
  saveFailed: 'Failed to update changes',
  sendFailed: 'Failed to send message',
} as const;

export type CrewMove = 'promote' | 'demote' | 'remove';
export type CrewMoveOutcome = { ok: true; to: CrewRole | null } | { ok: false; message: string };

const rank = (role: CrewRole) => crewRoles.indexOf(role);
const refuse = (message: string): CrewMoveOutcome => ({ ok: false, message });

/**
 * docs/requirements/crews.md §4: what `actor` may do to `target`, and the role it leaves (null:
 * removed). Founders and senior executives manage; the founder is never moved; only the founder
 * grants senior executive, and senior executives do not move one another.
 */
export function crewMove(actor: CrewRole, target: CrewRole, move: CrewMove, self = false): CrewMoveOutcome {
  if (self) return refuse(crewMessages.notYourself);
  if (actor !== 'founder' && actor !== 'senior-executive') return refuse(crewMessages.notManager);
  if (target === 'founder') return refuse(crewMessages.onlyFounder);
  if (move === 'remove') return actor === 'founder' || rank(target) > rank(actor) ? { ok: true, to: null } : refuse(crewMessages.onlyFounder);
  const to = crewRoles[rank(target) + (move === 'promote' ? -1 : 1)];
  if (move === 'promote' && to === 'founder') return refuse(crewMessages.cannotPromote(target));
  if (move === 'demote' && to === undefined) return refuse(crewMessages.cannotDemote(target));
  // Granting or taking away senior executive is the founder's alone.
  if (actor !== 'founder' && (to === 'senior-executive' || target === 'senior-executive')) return refuse(crewMessages.onlyFounder);
  return { ok: true, to: to! };
}

/**
 * Who founds the crew after `leaving` leaves (docs/requirements/crews.md §3): nobody when they were
 * the founder and alone (the crew is deleted), the first remaining member by join date when they
 * were the founder, the same founder otherwise.
 */
export function founderAfterLeaving<M extends { userId: string; role: CrewRole; joinedAt: string }>(
  members: readonly M[],
  leaving: string,
): { founder: string | null; crewDeleted: boolean } {
  const remaining = members.filter((m) => m.userId !== leaving);
  const current = members.find((m) => m.role === 'founder');
  if (current && current.userId !== leaving) return { founder: current.userId, crewDeleted: false };
  if (remaining.length === 0) return { founder: null, crewDeleted: true };
  const first = [...remaining].sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId))[0]!;
  return { founder: first.userId, crewDeleted: false };
}

/** docs/requirements/leaderboards.md §3: a crew's level by its all-time contribution. */
export const crewLevels = [
  { from: 90_000, name: 'Legendary' },
  { from: 50_000, name: 'Dominators' },
  { from: 30_000, name: 'Mastermind' },
  { from: 15_000, name: 'Elite' },
  { from: 5_000, name: 'Driven' },
  { from: 2_000, name: 'Active' },
  { from: 500, name: 'Rising' },
  { from: 0, name: 'Beginner' },
] as const;

export function crewLevelOf(contribution: number): (typeof crewLevels)[number]['name'] {
  return crewLevels.find((level) => contribution >= level.from)?.name ?? 'Beginner';
}

/** A month's bar on the analytics chart, in percent of its full height. */
export function crewBarPercent(solved: number): number {
  return Math.min(100, Math.max(0, (solved / CREW_CHART_FULL) * 100));
}

/**
 * What makes two crew names the same name: compatibility forms, case and runs of spaces do not
 * count ("Code  Ninjas" and "code ninjas" are one crew), so the uniqueness claim is on this key.
 */
export function crewNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const m = crewMessages;

export const crewInputSchema = z.object({
  name: shownText({ min: 1, max: CREW_NAME_MAX, tooShort: m.nameRequired, tooLong: m.nameTooLong, hidden: hiddenCharactersMessage('Crew name') }),
  maxMembers: z
    .number()
    .int()
    .min(CREW_MEMBERS_MIN, `Max members must be between ${CREW_MEMBERS_MIN} and ${CREW_MEMBERS_MAX}.`)
    .max(CREW_MEMBERS_MAX, `Max members must be between ${CREW_MEMBERS_MIN} and ${CREW_MEMBERS_MAX}.`)
    .default(CREW_MEMBERS_DEFAULT),
  level: z.enum(crewSkillLevels),
  description: shownText({
    min: 0,
    max: CREW_DESCRIPTION_MAX,
    tooShort: m.descriptionTooLong,
    tooLong: m.descriptionTooLong,
    hidden: hiddenCharactersMessage('Description'),
    multiline: true,
  }).refine((text) => wordCount(text) <= CREW_DESCRIPTION_WORDS, m.descriptionTooLong),
  country: z.enum(countryCodes),
  privacy: z.enum(crewPrivacies),
  tags: z
    .array(
      shownText({
        min: 1,
        max: CREW_TAG_MAX,
        tooShort: 'A tag cannot be empty',
        tooLong: `A tag must be at most ${CREW_TAG_MAX} characters`,
        hidden: hiddenCharactersMessage('Tags'),
      }),
    )
    .max(CREW_TAGS_MAX, `At most ${CREW_TAGS_MAX} tags`)
    .default([]),
});
export type CrewInput = z.input<typeof crewInputSchema>;

const reason = (field: string) =>
  shownText({
    min: 0,
    max: CREW_REQUEST_REASON_MAX,
    tooShort: '',
    tooLong: `${field} must be at most ${CREW_REQUEST_REASON_MAX} characters.`,
    hidden: hiddenCharactersMessage(field),
    multiline: true,
  });

/** A private crew's join request (docs/requirements/crews.md §3). */
export const joinRequestInputSchema = z.object({
  position: z.enum(crewPositions),
  whyJoin: reason('Why join'),
  whyAccept: reason('Why accept'),
});

export const announcementInputSchema = z.object({
  text: shownText({
    min: 1,
    max: ANNOUNCEMENT_MAX,
    tooShort: m.announcementRequired,
    tooLong: `Announcements must be at most ${ANNOUNCEMENT_MAX.toLocaleString('en-US')} characters.`,
    hidden: hiddenCharactersMessage('Announcement'),
    multiline: true,
  }),
});
