/**
 * bench/community.ts writes its posts, search words and votes directly, 25 to a BatchWriteItem:
 * through the routes (a transaction of up to 42 items per post, one per vote, each metered per user)
 * a million votes would take far longer than the bench measures. So it first checks, on a few of
 * its own posts, that the items it writes are exactly those the real routes write: each post is
 * created by its author through POST /community/posts (lambdas/discussions/handler.ts, called as API
 * Gateway calls it), its voters vote through PUT /community/posts/{id}/vote, and the stored post, its
 * votes (its whole partition) and its search-index entries are read back and compared with the
 * bench's own items for the same post, built with the id and creation time the route gave it (the
 * only fields the route decides itself). Afterwards every item in the table is deleted (the check
 * runs on an empty table), so the bench's writes start from nothing.
 *
 * Needs the table's environment set (TABLE_NAME, the endpoint) before it is called.
 */
import { deepStrictEqual, equal } from 'node:assert/strict';
import type { PostSpec } from './community-items';

const bySort = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.sk).localeCompare(String(b.sk));

/** Throws (an AssertionError naming the post) unless the routes write exactly the bench's items for each post. */
export async function checkAgainstRoutes(posts: readonly PostSpec[]): Promise<{ posts: number; votes: number; items: number }> {
  const { BatchWriteCommand, GetCommand, QueryCommand, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { discussionsApi: api } = await import('@contract/api/discussions');
  const { documentClient } = await import('../../lambdas/data/clients');
  const { keys } = await import('../../lambdas/data/keys');
  const { postItems, profileRequest } = await import('./community-items');
  const { callDiscussionRoute } = await import('./discussion-route');
  const TableName = process.env.TABLE_NAME!;
  const client = documentClient();
  const put = async (items: Record<string, unknown>[]) => {
    for (let i = 0; i < items.length; i += 25)
      await client.send(new BatchWriteCommand({ RequestItems: { [TableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  };

  // The authors' profiles as the bench writes them (the create route checks the account).
  const authors = [...new Set(posts.map((p) => p.authorId))];
  await put(authors.map((userId) => profileRequest(userId, '2026-01-01T00:00:00.000Z').params().PutRequest!.Item!));

  let votes = 0;
  let compared = 0;
  for (const spec of posts) {
    const created = await callDiscussionRoute(api.createCommunityPost, spec.authorId, {
      body: { category: spec.category, title: spec.title, content: spec.content, ...(spec.codeSnippet && { codeSnippet: spec.codeSnippet }) },
    });
    equal(created.status, 201, `creating the post "${spec.title}" answered ${created.status}: ${JSON.stringify(created.body)}`);
    const itemId = String(created.body.id);
    for (const { userId, direction } of spec.votes) {
      const voted = await callDiscussionRoute(api.voteCommunityPost, userId, { params: { itemId }, body: { direction } });
      equal(voted.status, 200, `${userId}'s vote answered ${voted.status}: ${JSON.stringify(voted.body)}`);
      votes++;
    }
    const expected = postItems({ ...spec, itemId, createdAt: String(created.body.createdAt) }).requests.map((r) => r.params().PutRequest!.Item!);
    const partition = keys.discussion(itemId);
    const { Items: stored = [] } = await client.send(
      new QueryCommand({ TableName, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': partition }, ConsistentRead: true }),
    );
    deepStrictEqual(
      [...stored].sort(bySort),
      expected.filter((item) => item.pk === partition).sort(bySort),
      `the bench's post and votes for "${spec.title}" differ from what the routes stored`,
    );
    const words = expected.filter((item) => item.pk !== partition);
    for (const word of words) {
      const { Item } = await client.send(new GetCommand({ TableName, Key: { pk: word.pk, sk: word.sk }, ConsistentRead: true }));
      deepStrictEqual(Item, word, `the search entry ${String(word.pk)} of "${spec.title}" differs from the route's`);
    }
    compared += expected.length;
  }

  // Back to an empty table: the posts, votes, words, counters, meters and markers the routes wrote, and the profiles.
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName, ExclusiveStartKey: startKey, ProjectionExpression: 'pk, sk' }));
    const rows = page.Items ?? [];
    for (let i = 0; i < rows.length; i += 25)
      await client.send(new BatchWriteCommand({ RequestItems: { [TableName]: rows.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })) } }));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { posts: posts.length, votes, items: compared };
}
