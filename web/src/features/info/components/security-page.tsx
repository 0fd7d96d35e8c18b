import { security } from '../content/security';
import { DocumentPage } from './document-page';

/** /security: how the judge isolates programs; responsible disclosure. */
export function SecurityPage() {
  return <DocumentPage document={security} />;
}
