import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * docs/requirements/plans.md §4: leaving the checkout by an in-app link or going back is held (the caller shows the
 * exit-intent modal and proceeds or resets the blocker); closing or reloading the tab asks the
 * browser's own confirmation. Staying on /checkout (a changed query or hash) is no leaving.
 */
export function useLeaveGuard({ inApp, unload }: { readonly inApp: boolean; readonly unload: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => inApp && currentLocation.pathname !== nextLocation.pathname);

  // Nothing to hold any more (the payment went through): let a held navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !inApp) blocker.proceed();
  }, [blocker, inApp]);

  useEffect(() => {
    if (!unload) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unload]);

  return blocker;
}
