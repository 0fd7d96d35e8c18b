import { z } from 'zod';

/** A problem's difficulty (docs/requirements/practice.md §1), in order; XP per passed test follows it (docs/decisions/D06). */
export const difficulties = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof difficulties)[number];
export const difficultySchema = z.enum(difficulties);
