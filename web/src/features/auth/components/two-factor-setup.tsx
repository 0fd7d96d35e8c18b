import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { accountApi } from '@contract/api/account';
import { ApiClientContext } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { QueryView } from '@web/components/ui/query-view';
import { useAuthAction } from '../hooks/use-auth-action';
import { totpErrorMessage } from '../lib/error-messages';
import { codeFormSchema, isCompleteCode } from '../lib/form-schemas';
import { AuthenticationCodeField } from './authentication-code-field';
import { FormError } from './form-error';
import { QrCode } from './qr-code';

/** The key grouped in fours, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A staff account's first sign-in (docs/decisions/D33): scan the QR code, enter a code, and TOTP is
 * on. The server then ends every sign-in of the account, this one too, so the staff member signs in
 * again, this time with a code; `onTurnedOn` lets the page say so.
 */
export function TwoFactorSetup({ email, onTurnedOn }: { readonly email: string; readonly onTurnedOn: () => void }) {
  const auth = useAuth();
  const api = useContext(ApiClientContext);
  // One secret per visit: asking again would replace the one already scanned.
  const setup = useQuery({ queryKey: ['two-factor', 'setup', email], queryFn: () => auth.setUpTotp(email), staleTime: Infinity, gcTime: 0, retry: false });
  const { control, handleSubmit } = useZodForm(codeFormSchema, { defaultValues: { code: '' } });
  const code = useWatch({ control, name: 'code' });
  const turnOn = useAuthAction(async (value: string) => {
    await auth.turnOnTotp(value);
    await api?.call(accountApi.confirmTwoFactor, {});
  }, totpErrorMessage);

  const submit = handleSubmit(async ({ code: complete }) => {
    if (!(await turnOn.start(complete)).ok) return;
    // Said before signing out: the sign-out may replace this screen.
    onTurnedOn();
    // The server has ended this sign-in already, so Cognito refuses Amplify's own revocation of its
    // refresh token (400) and signOut rejects, though the tokens are gone.
    await auth.signOut().catch(() => undefined);
  });

  return (
    <QueryView
      query={setup}
      loading="Preparing two-factor authentication..."
      error="Two-factor authentication could not be started."
      actions={<Button onClick={() => void auth.signOut()}>Sign Out</Button>}
    >
      {({ secret, uri }) => (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="auth-card__lead">
            Staff accounts sign in with a code from an authenticator app. Scan this QR code with one (Google Authenticator, Microsoft Authenticator, 1Password
            or another), then enter the 6-digit code it shows.
          </p>
          <QrCode value={uri} label="QR code that adds CodeArena to your authenticator app" />
          <p className="auth-field__hint">
            Can&apos;t scan it? Enter this key in the app: <code className="auth-secret">{grouped(secret)}</code>
          </p>
          <AuthenticationCodeField control={control} disabled={turnOn.busy} />
          <FormError message={turnOn.error} />
          <Button type="submit" variant="primary" busy={turnOn.busy} disabled={!isCompleteCode(code)}>
            {turnOn.busy ? 'Turning On...' : 'Turn On Two-Factor Authentication'}
          </Button>
          <div className="auth-row">
            <Button onClick={() => void auth.signOut()} disabled={turnOn.busy}>
              Sign Out
            </Button>
          </div>
        </form>
      )}
    </QueryView>
  );
}
