import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router's error boundary: a render or loader failure anywhere shows the error screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorScreen detail={describeError(error)} />;
}

function describeError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
}
