import { communityCategories } from '@contract/discussions';

/** The community page's words (docs/requirements/community.md); the spec's own messages are in @contract/discussions. */
export const communityTexts = {
  title: 'Community',
  intro: 'Share what you learn, ask for help and show your code to other students.',
  createPost: 'Create Post',
  editPost: 'Edit Post',
  search: 'Search posts',
  searchPlaceholder: 'Search by title or content...',
  category: 'Category',
  pages: 'Post pages',
  stats: 'Community statistics',
  statLabels: { totalPosts: 'Total Posts', activeMembers: 'Active Members', codeSnippets: 'Code Snippets', tutorials: 'Tutorials Shared' },
  statsFailed: 'Failed to load the statistics.',
  loadFailed: 'Failed to load posts.',
  deleteFailed: 'Failed to delete post. Please try again.',
  saveFailed: 'Failed to save post. Please try again.',
  reportTitle: 'Report post',
} as const;

/** The category select: All, then the six post types (docs/requirements/community.md §1). */
export type CategoryFilter = 'all' | (typeof communityCategories)[number];
export const categoryLabel = (category: string) => (category === 'all' ? 'All' : category.charAt(0).toUpperCase() + category.slice(1));
export const categoryOptions: readonly CategoryFilter[] = ['all', ...communityCategories];
export const isCategoryFilter = (value: string | null): value is CategoryFilter => categoryOptions.some((c) => c === value);
