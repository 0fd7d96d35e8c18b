/** Which account holds an e-mail address, in any letter case (entities/email-claim.ts). */
import { GetItemCommand, PutItemCommand } from 'dynamodb-toolbox';
import { EmailClaimEntity } from './entities/email-claim';
import { writeIfConditionHolds } from './conditional-write';

/** The canonical form every claim is stored and looked up under. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The user id holding the address, if any. */
export async function getEmailOwner(email: string): Promise<string | undefined> {
  const { Item } = await EmailClaimEntity.build(GetItemCommand)
    .key({ email: normalizeEmail(email) })
    .options({ consistent: true })
    .send();
  return Item?.userId;
}

/** Claims the address for the user; false when another user holds it (a retry by the holder succeeds). */
export async function claimEmail(email: string, userId: string): Promise<boolean> {
  return writeIfConditionHolds(() =>
    EmailClaimEntity.build(PutItemCommand)
      .item({ email: normalizeEmail(email), userId })
      .options({
        condition: {
          or: [
            { attr: 'userId', exists: false },
            { attr: 'userId', eq: userId },
          ],
        },
      })
      .send(),
  );
}
