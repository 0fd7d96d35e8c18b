import { Component, type ReactNode } from 'react';

interface State {
  readonly failed: boolean;
}

/**
 * The editor is a chunk of its own, fetched when the panel opens: when that fetch fails (offline,
 * a deploy replaced the chunk) only the editor area says so, and the rest of the screen stays.
 */
export class EditorLoadBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="editor-panel__message">
        The code editor could not be loaded. Reload the page to try again.
      </p>
    );
  }
}
