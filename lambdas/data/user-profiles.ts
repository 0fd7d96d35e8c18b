import { GetItemCommand, PutItemCommand, UpdateItemCommand } from 'dynamodb-toolbox';
import { UserProfileEntity } from './entities/user-profile';
import { writeIfConditionHolds } from './conditional-write';

export interface NewProfile {
  userId: string;
  email: string;
  name: string;
  role: 'student' | 'mentor' | 'admin';
  country?: { name: string; code: string };
  createdAt: string;
}

/**
 * Creates the profile unless it exists (Cognito may retry a trigger; a retry must not reset a
 * profile). Returns whether it was created.
 */
export async function createProfileIfAbsent(profile: NewProfile): Promise<boolean> {
  return writeIfConditionHolds(() =>
    UserProfileEntity.build(PutItemCommand)
      .item({ ...profile, lastLoginDate: profile.createdAt.slice(0, 10) })
      .options({ condition: { attr: 'userId', exists: false } })
      .send(),
  );
}

export async function getProfile(userId: string) {
  const { Item } = await UserProfileEntity.build(GetItemCommand).key({ userId }).send();
  return Item;
}

/** Staff creation (scripts/create-staff.ts): a new profile, or an existing one promoted to the role. */
export async function upsertStaffProfile(profile: NewProfile & { role: 'mentor' | 'admin' }): Promise<void> {
  if (await createProfileIfAbsent(profile)) return;
  await UserProfileEntity.build(UpdateItemCommand).item({ userId: profile.userId, role: profile.role }).send();
}
