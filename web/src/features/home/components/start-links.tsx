import { Link } from 'react-router';

/**
 * The home page's pair of ways in (docs/requirements/shell.md §6, hero and closing call to action): the first to the
 * dashboard once signed in, else to sign-up; the second to the practice arena.
 */
export function StartLinks({ signedIn, start, explore }: { readonly signedIn: boolean; readonly start: string; readonly explore: string }) {
  return (
    <div className="home-actions">
      <Link className="button button--primary" to={signedIn ? '/dashboard' : '/signup'}>
        {start}
      </Link>
      <Link className="button" to="/practice">
        {explore}
      </Link>
    </div>
  );
}
