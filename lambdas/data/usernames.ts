import { GetItemCommand } from 'dynamodb-toolbox';
import { UsernameClaimEntity } from './entities/username-claim';

/** Who holds a username (already normalized to lower case), if anyone. */
export async function getUsernameOwner(username: string): Promise<string | undefined> {
  const { Item } = await UsernameClaimEntity.build(GetItemCommand).key({ username }).send();
  return Item?.userId;
}
