import { Entity, item, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/** One newsletter subscriber (docs/decisions/D12: stored), keyed by the lower-cased e-mail so it is stored once. */
export const NewsletterSubscriptionEntity = new Entity({
  name: 'NewsletterSubscription',
  table,
  schema: item({
    email: string().key(),
    subscribedAt: string(),
  }),
  computeKey: ({ email }) => ({ pk: keys.newsletterSubscription(email), sk: keys.newsletterSubscriptionSort() }),
});
