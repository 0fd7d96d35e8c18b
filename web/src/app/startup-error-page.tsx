import { appName } from '../config/app';

/** Shown instead of the app when it cannot start (e.g. /config.json missing or invalid). */
export function StartupErrorPage({ message }: { readonly message: string }) {
  return (
    <main className="startup-error" role="alert">
      <h1>{appName} could not start</h1>
      <p>The app could not load its configuration, so it cannot reach sign-in or the API.</p>
      <pre className="startup-error__detail">{message}</pre>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
