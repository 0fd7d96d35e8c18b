import { z } from 'zod';
import { accountMessages as m } from './messages';

/** POST /newsletter (public). */
export const newsletterSubscribeSchema = z.object({
  email: z.string({ message: m.enterEmail }).trim().min(1, m.enterEmail).max(254, m.validEmail).pipe(z.email(m.validEmail)),
});
export const newsletterSubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });
