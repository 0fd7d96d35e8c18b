/**
 * Every key string of the table is built here and nowhere else. Entities (data/entities) compute
 * their keys with these; queries use them for key conditions.
 */
export const keys = {
  user: (userId: string) => `USER#${userId}`,
  profileSort: () => 'PROFILE',
  connection: (connectionId: string) => `CONN#${connectionId}`,
  connectionSort: () => 'CONNECTION',
  email: (email: string) => `EMAIL#${email.trim().toLowerCase()}`,
} as const;
