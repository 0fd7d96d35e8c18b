/** The support and feedback mailboxes of the footer (web/src/config/app.ts): one source for every page. */
export { feedbackEmail, supportEmail } from '@web/config/app';
/**
 * Where security problems are reported privately (the security page). Like the footer's addresses,
 * the operator's to set at launch; it must reach the people who run the deployment.
 */
export const securityEmail = 'security@codearena.dev';
