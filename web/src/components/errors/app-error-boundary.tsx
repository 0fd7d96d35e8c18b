import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface AppErrorBoundaryProps {
  readonly children: ReactNode;
}

/** Catches render failures outside the router (providers); the router has its own boundary. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen detail={this.state.error.message} /> : this.props.children;
  }
}
