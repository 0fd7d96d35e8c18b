import { friendsTexts } from '../lib/friends-texts';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';

/** What a visitor sees in place of a list: the reason and a way to sign in that comes back here. */
export function SignInPrompt() {
  const signIn = useSignInRedirect();
  return (
    <div className="friends-empty">
      <p>{friendsTexts.signInPrompt}</p>
      <button type="button" className="button button--primary" onClick={signIn}>
        {friendsTexts.signIn}
      </button>
    </div>
  );
}
