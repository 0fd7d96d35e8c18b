/**
 * Crews (docs/decisions/D15): creating one claims its name and its founder's one crew in the same
 * transaction as the crew and the founder's membership, so neither a second crew of the same name
 * nor a second crew for one user can slip in under any race.
 */
import { GetItemCommand, PutTransaction, QueryCommand, type FormattedItem } from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { CrewEntity, CrewMemberEntity, CrewNameClaimEntity, UserCrewEntity } from './entities/crew';
import { keys } from './keys';
import { namedTransaction } from './named-transaction';
import { table } from './table';

export type StoredCrew = FormattedItem<typeof CrewEntity>;
export type StoredCrewMember = FormattedItem<typeof CrewMemberEntity>;

export type CreateCrewOutcome = 'created' | 'nameTaken' | 'alreadyInCrew' | 'accountGone';

/** Every item written here has `crewId`: its absence means the key is free. */
const absent = { attr: 'crewId', exists: false } as const;

/** Writes a new crew with its founder as its one member. */
export async function createCrew(crew: StoredCrew): Promise<CreateCrewOutcome> {
  const cancelled = await namedTransaction<'account' | 'name' | 'userCrew' | 'crew' | 'founder'>([
    { name: 'account', item: accountWritableCheck(crew.founderId) },
    {
      name: 'name',
      item: CrewNameClaimEntity.build(PutTransaction).item({ nameKey: crew.nameKey, crewId: crew.crewId }).options({ condition: absent }),
    },
    {
      name: 'userCrew',
      item: UserCrewEntity.build(PutTransaction).item({ userId: crew.founderId, crewId: crew.crewId }).options({ condition: absent }),
    },
    {
      name: 'crew',
      item: CrewEntity.build(PutTransaction).item(crew).options({ condition: absent }),
    },
    {
      name: 'founder',
      item: CrewMemberEntity.build(PutTransaction).item({ crewId: crew.crewId, userId: crew.founderId, role: 'founder', joinedAt: crew.createdAt }),
    },
  ]);
  if (!cancelled) return 'created';
  if (cancelled.failed.has('account')) return 'accountGone';
  if (cancelled.failed.has('userCrew')) return 'alreadyInCrew';
  if (cancelled.failed.has('name')) return 'nameTaken';
  throw cancelled.error;
}

export async function getCrew(crewId: string): Promise<StoredCrew | undefined> {
  const { Item } = await CrewEntity.build(GetItemCommand).key({ crewId }).options({ consistent: true }).send();
  return Item;
}

/** The crew a user is in, if any. */
export async function getUserCrewId(userId: string): Promise<string | undefined> {
  const { Item } = await UserCrewEntity.build(GetItemCommand).key({ userId }).options({ consistent: true }).send();
  return Item?.crewId;
}

/** Whether a crew already has this name (the creation modal's live check; the claim decides). */
export async function isCrewNameTaken(nameKey: string): Promise<boolean> {
  const { Item } = await CrewNameClaimEntity.build(GetItemCommand).key({ nameKey }).send();
  return Item !== undefined;
}

/** A crew's members (at most 100: one Query page). */
export async function getCrewMembers(crewId: string): Promise<StoredCrewMember[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(CrewMemberEntity)
    .query({ partition: keys.crew(crewId), range: { beginsWith: keys.crewMemberPrefix() } })
    .options({ consistent: true, maxPages: Infinity })
    .send();
  return Items;
}
