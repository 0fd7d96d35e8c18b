import { privacy } from '../content/privacy';
import { DocumentPage } from './document-page';

/** /privacy-policy (spec 1 §2.11 Privacy). */
export function PrivacyPage() {
  return <DocumentPage document={privacy} />;
}
