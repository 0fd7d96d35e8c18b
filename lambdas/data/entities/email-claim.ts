import { Entity, item, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * An e-mail address held by one confirmed account, in lower case (keys.email normalizes): the item's
 * existence is what makes `Student@x.test` and `student@x.test` one account (PreSignUp refuses the
 * second). gsi1 lists it under its owner, so deleting the account frees the address.
 */
export const EmailClaimEntity = new Entity({
  name: 'EmailClaim',
  table,
  schema: item({
    email: string().key(),
    userId: string(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ email }) => keys.email(email)),
  })),
  computeKey: ({ email }) => ({ pk: keys.email(email), sk: keys.emailClaimSort() }),
});
