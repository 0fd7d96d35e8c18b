import { Component, type ErrorInfo, type ReactNode } from 'react';
import { discussionMessages } from '@contract/discussions';

interface Props {
  readonly children: ReactNode;
  /** The text shown instead of what failed to render ('Something went wrong.' unless told). */
  readonly message?: string;
}

/**
 * A list that fails to render shows 'Something went wrong.' in its place (docs/requirements/community.md
 * §1, qna.md) and a button that tries again; the rest of the page stays.
 */
export class DiscussionErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A discussion view failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="discussion-error">
        <p className="alert alert--error" role="alert">
          {this.props.message ?? discussionMessages.somethingWrong}
        </p>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
