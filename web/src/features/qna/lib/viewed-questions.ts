/** docs/requirements/qna.md §3: a signed-in reader's view is posted once per session per question. */
const storageKey = 'qna:viewed';

function read(): Set<string> {
  try {
    const raw = sessionStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Marks `key` (the viewer and the question) viewed; true the first time in this session. */
export function firstViewThisSession(key: string): boolean {
  const seen = read();
  if (seen.has(key)) return false;
  seen.add(key);
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...seen]));
  } catch {
    // Storage full or refused: the server counts each reader once anyway.
  }
  return true;
}
