import { Entity, item, list, number, string } from 'dynamodb-toolbox';
import { crewPrivacies, crewRoles, crewSkillLevels } from '@contract/crews';
import { countryCodes } from '@contract/countries';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A crew (docs/decisions/D15), in its own partition with its members. Its member count changes only
 * in the transaction that adds or removes a member, conditioned below the maximum when it grows.
 */
export const CrewEntity = new Entity({
  name: 'Crew',
  table,
  schema: item({
    crewId: string().key(),
    name: string(),
    /** contract/crews.ts crewNameKey: what the name claim is on. */
    nameKey: string(),
    description: string(),
    level: string().enum(...crewSkillLevels),
    country: string().enum(...countryCodes),
    privacy: string().enum(...crewPrivacies),
    tags: list(string()),
    maxMembers: number(),
    memberCount: number(),
    founderId: string(),
    rating: number(),
    /** XP its members earned while members, all time (docs/decisions/D15). */
    contribution: number(),
    createdAt: string(),
  }),
  computeKey: ({ crewId }) => ({ pk: keys.crew(crewId), sk: keys.crewSort() }),
  timestamps: false,
});

/** A member of a crew with their role and the date they joined (the founder's successor is the earliest). */
export const CrewMemberEntity = new Entity({
  name: 'CrewMember',
  table,
  schema: item({
    crewId: string().key(),
    userId: string().key(),
    role: string().enum(...crewRoles),
    joinedAt: string(),
  }),
  computeKey: ({ crewId, userId }) => ({ pk: keys.crew(crewId), sk: keys.crewMemberSort(userId) }),
  timestamps: false,
});

/** In the user's partition: the one crew they are in (its existence refuses a second). */
export const UserCrewEntity = new Entity({
  name: 'UserCrew',
  table,
  schema: item({ userId: string().key(), crewId: string() }),
  computeKey: ({ userId }) => ({ pk: keys.user(userId), sk: keys.userCrewSort() }),
  timestamps: false,
});

/** A crew name taken by one crew: the item's existence is the uniqueness guarantee. */
export const CrewNameClaimEntity = new Entity({
  name: 'CrewNameClaim',
  table,
  schema: item({ nameKey: string().key(), crewId: string() }),
  computeKey: ({ nameKey }) => ({ pk: keys.crewName(nameKey), sk: keys.crewNameSort() }),
  timestamps: false,
});
