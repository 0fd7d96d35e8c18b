import { z } from 'zod';

/**
 * The catalogue's topic groups (docs/requirements/practice.md §2), in the order the topic carousel shows them. Every
 * problem belongs to exactly one group; its finer subjects are its tags.
 */
export const topicGroups = [
  'Arrays & Lists',
  'Trees & Graphs',
  'Searching & Sorting',
  'Dynamic Programming & Recursion',
  'Math & Logic',
  'Bitwise & Hashing',
  'Graph Traversal & Strategies',
  'Advanced Techniques',
  'String & Pattern Matching',
  'Design & Object-Oriented Programming',
  'Optimization & Algorithms',
  'Data Structures & Utilities',
] as const;
export type TopicGroup = (typeof topicGroups)[number];
export const topicGroupSchema = z.enum(topicGroups);
