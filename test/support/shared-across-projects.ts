/**
 * One thing for every project that lists the same global setup (a DynamoDB Local, a folder for the
 * web build). Each project loads its global setup through its own module runner, so what they share
 * lives on globalThis, counted by its users; the last one to finish releases it. The promise is kept,
 * not its value, so two projects setting up at once still make one.
 */
interface Entry {
  value: Promise<unknown>;
  users: number;
}

const holder = globalThis as typeof globalThis & { codearenaSharedAcrossProjects?: Map<string, Entry> };

export async function shareAcrossProjects<T>(
  key: string,
  create: () => Promise<T>,
  release: (value: T) => Promise<void>,
): Promise<{ value: T; done: () => Promise<void> }> {
  const shared = (holder.codearenaSharedAcrossProjects ??= new Map());
  let entry = shared.get(key);
  if (!entry) {
    entry = { value: create(), users: 0 };
    shared.set(key, entry);
  }
  entry.users++;
  const owned = entry;
  const value = (await owned.value) as T;
  return {
    value,
    async done() {
      if (--owned.users > 0) return;
      shared.delete(key);
      await release(value);
    },
  };
}
