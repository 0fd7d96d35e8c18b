import { Link } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';

interface SignedInOnlyProps {
  /** What a visitor is asked to sign in for: "Sign in to {reason}." */
  readonly reason: string;
  readonly loading: string;
  /** Where sign-in returns to. */
  readonly from: string;
  readonly children: (userId: string) => React.ReactNode;
}

/** A public page whose content needs a user: the content signed in, else a sign-in prompt. */
export function SignedInOnly({ reason, loading, from, children }: SignedInOnlyProps) {
  const { user, state } = useAuth();
  if (user) return <>{children(user.userId)}</>;
  if (state.status === 'loading') return <p role="status">{loading}</p>;
  return (
    <div className="problem-list__empty">
      <p>Sign in to {reason}.</p>
      <Link className="button button--primary" to="/login" state={{ from }}>
        Sign In
      </Link>
    </div>
  );
}
