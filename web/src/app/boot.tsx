import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LoadingView } from '../components/ui/loading-view';
import { configureAmplify } from '../lib/amplify';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { App } from './app';
import { StartupErrorPage } from './startup-error-page';

/** Loads /config.json, configures Amplify, then renders the app; a failure renders its reason. */
export async function bootApp(root: Root, fetchFn: typeof fetch = fetch): Promise<void> {
  root.render(<LoadingView label="Starting CodeArena..." />);
  try {
    const config = await loadRuntimeConfig(fetchFn);
    configureAmplify(config);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<StartupErrorPage message={error instanceof Error ? error.message : String(error)} />);
  }
}
