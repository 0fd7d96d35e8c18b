import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
