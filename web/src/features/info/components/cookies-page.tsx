import { cookies } from '../content/cookies';
import { DocumentPage } from './document-page';

/** /cookies: what the app keeps in the browser. */
export function CookiesPage() {
  return <DocumentPage document={cookies} />;
}
