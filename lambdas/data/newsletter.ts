import { PutItemCommand } from 'dynamodb-toolbox';
import { NewsletterSubscriptionEntity } from './entities/newsletter-subscription';
import { writeIfConditionHolds } from './conditional-write';

/** Stores the subscription once; false when the (lower-cased) e-mail is already subscribed. */
export async function subscribeOnce(email: string, now = new Date()): Promise<boolean> {
  return writeIfConditionHolds(() =>
    NewsletterSubscriptionEntity.build(PutItemCommand)
      .item({ email: email.trim().toLowerCase(), subscribedAt: now.toISOString() })
      .options({ condition: { attr: 'email', exists: false } })
      .send(),
  );
}
