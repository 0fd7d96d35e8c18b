import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LOCAL_STACK_PROCESS_ENV, REPO_ROOT } from '../../local/config';

it('npm start gives the stack’s process the environment bench:startup measures it with', async () => {
  const { scripts } = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const assignments = Object.entries(LOCAL_STACK_PROCESS_ENV).map(([name, value]) => `${name}=${value}`);
  expect(scripts.start).toBe(`${assignments.join(' ')} tsx local/main.ts`);
});
