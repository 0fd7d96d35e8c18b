import { getStreakState, getVisitedDays, recordDayVisit } from '../data/streaks';
import type { StreakRepository } from './streak';

export const streakRepository: StreakRepository = { getStreakState, recordDayVisit, getVisitedDays };
