import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, requestIssueMessage } from '../../../../lambdas/shared/request-messages';

const schema = z
  .object({
    displayName: z.string().max(30),
    bio: z.string().min(2, 'Bio must be at least 2 characters'),
    count: z.number().int().min(1),
    tags: z.array(z.string()).max(2),
    visibility: z.enum(['public', 'friends']),
    email: z.email(),
    agreed: z.boolean(),
    limits: z.object({ perWeek: z.number().lt(100) }),
  })
  .strict();

/** The message a request with `body` gets for its first broken rule on `path`. */
function messageFor(body: Record<string, unknown>, path: string): string {
  const result = schema.safeParse(body);
  const issue = result.error?.issues.find((i) => i.path.join('.') === path);
  if (!issue) throw new Error(`no issue on ${path}`);
  return requestIssueMessage(issue);
}

const valid = { displayName: 'Zoë', bio: 'Hi there', count: 2, tags: [], visibility: 'public', email: 'zoe@example.com', agreed: true, limits: { perWeek: 5 } };

describe('the message of a request that breaks a schema rule', () => {
  it.each([
    ['a missing field', { displayName: undefined }, 'displayName', 'Display name is required.'],
    ['text where a number belongs', { count: 'two' }, 'count', 'Count must be a number.'],
    ['a number where true or false belongs', { agreed: 1 }, 'agreed', 'Agreed must be true or false.'],
    ['an over-long text', { displayName: 'x'.repeat(31) }, 'displayName', 'Display name must be at most 30 characters long.'],
    ['too small a number', { count: 0 }, 'count', 'Count must be at least 1.'],
    ['a nested number at its exclusive bound', { limits: { perWeek: 100 } }, 'limits.perWeek', 'Per week must be less than 100.'],
    ['too many items', { tags: ['a', 'b', 'c'] }, 'tags', 'Tags must have at most 2 items.'],
    ['an option not offered', { visibility: 'everyone' }, 'visibility', 'Visibility must be one of: public, friends.'],
    ['a malformed address', { email: 'zoe' }, 'email', 'Email is not a valid email.'],
    ['a field the route does not take', { admin: true }, '', 'Unknown field: admin.'],
  ])('names the field and what it needs: %s', (_case, change, path, expected) => {
    expect(messageFor({ ...valid, ...change }, path)).toBe(expected);
  });

  it("keeps the contract's own message", () => {
    expect(messageFor({ ...valid, bio: 'x' }, 'bio')).toBe('Bio must be at least 2 characters');
  });

  it('labels a field by its last named segment, or the request itself', () => {
    expect(fieldLabel(['items', 3, 'problem_id'])).toBe('Problem id');
    expect(fieldLabel([])).toBe('The request');
  });
});
