import { terms } from '../content/terms';
import { DocumentPage } from './document-page';

/** /terms-and-conditions (docs/requirements/shell.md §8 Terms). */
export function TermsPage() {
  return <DocumentPage document={terms} />;
}
