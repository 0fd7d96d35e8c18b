import { z } from 'zod';

/**
 * What every kind of the discussion engine shares with the blog (docs/decisions/D13, D14), apart so
 * that contract/discussions.ts can name the blog's categories without a cycle.
 */

/** A search's text, in characters. */
export const MAX_SEARCH_QUERY = 100;

/** Who wrote an item or comment as everyone sees it; a deleted account reads "Anonymous" with no id. */
export const authorCardSchema = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  avatar: z.string().optional(),
  role: z.enum(['student', 'mentor', 'admin']),
  plan: z.enum(['free', 'pro', 'premium']),
});
export type AuthorCard = z.infer<typeof authorCardSchema>;
export const ANONYMOUS = 'Anonymous';
