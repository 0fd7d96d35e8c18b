import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The web app's build. Everything it needs at run time comes from `/config.json` (one build serves
 * every stage), so nothing here depends on the stage. The local stack adds its dev-server proxies
 * (`/api`, `/ws`, `/config.json`) programmatically when it starts Vite; none are declared here.
 */
/** The aliases of tsconfig.base.json and web/tsconfig.json, for Vite (and the web tests). */
export const webAliases = {
  '@contract': fileURLToPath(new URL('../contract', import.meta.url)),
  '@web': fileURLToPath(new URL('./src', import.meta.url)),
};

/**
 * `@monaco-editor/loader` (under `@monaco-editor/react`) defaults to fetching Monaco from a CDN. The
 * app hands it the bundled Monaco instead (components/code-editor/monaco/monaco-setup.ts), which makes
 * that default dead code: it is blanked, so the build holds no CDN address (web/e2e/bundle.test.ts)
 * and a setup mistake fails to load the editor instead of running remote code.
 */
function monacoLoaderWithoutCdn(): Plugin {
  return {
    name: 'codearena:monaco-loader-without-cdn',
    transform(code, id) {
      if (!/[\\/]@monaco-editor[\\/]loader[\\/]lib[\\/]es[\\/]config[\\/]index\.js$/.test(id)) return null;
      const blanked = code.replace(/https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^'"]*/, '');
      if (blanked === code) this.error('@monaco-editor/loader changed: its CDN default was not found in config/index.js');
      return { code: blanked, map: null };
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), monacoLoaderWithoutCdn()],
  resolve: { alias: webAliases },
  // Stage values never come from the build environment; a narrow prefix keeps stray env vars out.
  envPrefix: 'CODEARENA_WEB_',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // The app imports ../contract (zod schemas shared with the Lambdas).
    fs: { allow: [repoRoot] },
  },
  preview: { host: '127.0.0.1' },
});
