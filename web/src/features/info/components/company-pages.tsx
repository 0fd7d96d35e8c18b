/** The footer's company pages: /careers, /press, /partners, /investors. */
import { careers, investors, partners, press } from '../content/company';
import { DocumentPage } from './document-page';

export const CareersPage = () => <DocumentPage document={careers} />;
export const PressPage = () => <DocumentPage document={press} />;
export const PartnersPage = () => <DocumentPage document={partners} />;
export const InvestorsPage = () => <DocumentPage document={investors} />;
