/**
 * `npm start` runs under tsx, whose module hooks see every module the stack loads, the installed
 * packages' ES modules too: tsx rewrites each dynamic `import()` in them (its TypeScript and
 * CommonJS interop) and appends an inline source map, which Node then parses and keeps. Importing
 * Vite (a 1.4 MB chunk) took 1.6 s of CPU and 215 MB resident that way, 0.4 s and 100 MB as
 * published (2 cores, 2026-11-27). Installed packages are JavaScript that Node runs as published,
 * so this hook, run before tsx's, loads their ES modules as they are on disk; tsx still resolves
 * every import and still compiles our TypeScript (and keeps its source maps). Imported first by
 * local/main.ts.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

/** An ES module of an installed package: a .js/.mjs file under node_modules, without a query (tsx's own URLs carry one). */
export function isPublishedEsModule(url: string, format: string | null | undefined): boolean {
  return format === 'module' && url.startsWith('file://') && url.includes('/node_modules/') && !url.includes('?') && /\.m?js$/.test(url);
}

registerHooks({
  load(url, context, nextLoad) {
    if (!isPublishedEsModule(url, context.format)) return nextLoad(url, context);
    return { format: 'module', source: readFileSync(fileURLToPath(url)), shortCircuit: true };
  },
});
