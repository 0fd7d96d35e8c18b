/** What the settings page gives each of its tabs (settings-page.tsx). */
export interface SettingsTabProps {
  /** False for the first 500 ms after sign-in: saves and uploads wait for it. */
  readonly ready: boolean;
}
