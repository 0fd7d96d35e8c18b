import { gdpr } from '../content/gdpr';
import { DocumentPage } from './document-page';

/** /gdpr: data subject rights and how to use them. */
export function GdprPage() {
  return <DocumentPage document={gdpr} />;
}
