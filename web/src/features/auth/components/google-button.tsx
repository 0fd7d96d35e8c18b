import { useState } from 'react';
import { useAuth } from '@web/lib/auth/auth-context';
import { useRuntimeConfig } from '@web/lib/runtime-config';
import { Button } from '@web/components/ui/button';
import { googleErrorMessage } from '../lib/error-messages';
import { FormError } from './form-error';

/**
 * Google sign-in through the Cognito hosted UI; shown only when this stage has an OAuth domain
 * (no Google client configured → no button). The browser leaves and comes back to /login.
 */
export function GoogleButton({ label = 'Continue with Google' }: { readonly label?: string }) {
  const config = useRuntimeConfig();
  const { signInWithGoogle } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!config.oauthDomain) return null;

  return (
    <>
      <Button
        busy={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await signInWithGoogle();
          } catch (caught) {
            setError(googleErrorMessage(caught));
            setBusy(false);
          }
        }}
      >
        {label}
      </Button>
      <FormError message={error} />
      <p className="auth-divider">or</p>
    </>
  );
}
