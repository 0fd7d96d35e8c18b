import { useParams } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { defaultStarterCode } from '../lib/default-starter-code';
import { EditorPanel } from './editor-panel';
import './problem-page.css';

/**
 * /problem/{id} (spec 2 §2.5), as far as it is built: the statement area in its loading state
 * until the problem API exists, and the editor panel, whose browser draft already works. The
 * route guard lets only signed-in users here.
 */
export function ProblemPage() {
  const { id = '' } = useParams();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' || state.status === 'needsCountry' ? state.user.userId : '';
  return (
    <div className="problem-page">
      <section className="problem-page__statement" aria-labelledby="page-title">
        <h1 id="page-title">Problem</h1>
        <p role="status">Loading problem...</p>
      </section>
      {userId ? <EditorPanel userId={userId} problemId={id} starterCode={defaultStarterCode} /> : null}
    </div>
  );
}
