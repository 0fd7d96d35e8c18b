import { privacy } from '../content/privacy';
import { DocumentPage } from './document-page';

/** /privacy-policy (docs/requirements/shell.md §8 Privacy). */
export function PrivacyPage() {
  return <DocumentPage document={privacy} />;
}
