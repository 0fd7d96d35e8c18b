import { accountMessages as m } from '@contract/account/messages';
import { errors } from '../shared/errors';

/** docs/decisions/D12: the subscription is stored, once per e-mail (case-insensitive). */
export async function subscribe(deps: { subscribeOnce(email: string): Promise<boolean> }, email: string) {
  if (!(await deps.subscribeOnce(email.toLowerCase()))) throw errors.alreadySubscribed();
  return { success: true as const, message: m.subscribed };
}
