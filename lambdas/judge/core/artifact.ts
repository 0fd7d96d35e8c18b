import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * What a compile leaves in the build directory (the C++ binary, main.pyc, the Java classes, the
 * checked main.js), as it travels between judge invocations: the workflow compiles once, then
 * hands these files to every batch (docs/architecture.md §4: "the artifact travels in the state").
 */
export const artifactSchema = z.object({
  files: z
    .array(
      z.object({
        /** Relative to the build directory; plain names and subdirectories only. */
        path: z.string().regex(/^(?!.*(^|\/)\.\.?(\/|$))[\w$.\-/]+$/, 'not a safe artifact path'),
        executable: z.boolean(),
        /** base64 */
        data: z.string(),
      }),
    )
    .max(256),
});
export type Artifact = z.infer<typeof artifactSchema>;

/** Every regular file under the build directory; symlinks (a submission's trick) are left out. */
export async function collectArtifact(buildDir: string): Promise<Artifact> {
  const entries = await fs.readdir(buildDir, { recursive: true, withFileTypes: true });
  const files: Artifact['files'] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const stat = await fs.lstat(full);
    files.push({ path: path.relative(buildDir, full), executable: (stat.mode & 0o100) !== 0, data: (await fs.readFile(full)).toString('base64') });
  }
  return { files };
}

/** Bytes the artifact takes in a workflow state (its JSON, base64 included). */
export function artifactStateBytes(artifact: Artifact): number {
  return Buffer.byteLength(JSON.stringify(artifact));
}

/** Writes an artifact into a fresh build directory (the caller seals it for the runs). */
export async function writeArtifact(buildDir: string, artifact: Artifact): Promise<void> {
  const parsed = artifactSchema.parse(artifact);
  for (const file of parsed.files) {
    const target = path.resolve(buildDir, file.path);
    if (!target.startsWith(`${buildDir}${path.sep}`)) throw new Error(`artifact path outside the build directory: ${file.path}`);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.writeFile(target, Buffer.from(file.data, 'base64'), { mode: file.executable ? 0o700 : 0o600, flag: 'wx' });
  }
}
