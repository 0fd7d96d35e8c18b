import { z } from 'zod';

/** A problem's difficulty (spec 2 §2.3), in order; XP per passed test follows it (DESIGN D6). */
export const difficulties = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof difficulties)[number];
export const difficultySchema = z.enum(difficulties);
