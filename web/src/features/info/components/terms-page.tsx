import { terms } from '../content/terms';
import { DocumentPage } from './document-page';

/** /terms-and-conditions (spec 1 §2.11 Terms). */
export function TermsPage() {
  return <DocumentPage document={terms} />;
}
