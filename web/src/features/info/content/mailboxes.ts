import { footerContacts } from '@web/app/layout/nav-links';

const footerAddress = (label: string) => footerContacts.find((contact) => contact.label === label)?.email;

/** The support mailbox of the footer (spec 1 §2.2, §2.11 "a support mailbox"): one source for every page. */
export const supportEmail = footerAddress('Support') ?? 'support@codearena.dev';
export const feedbackEmail = footerAddress('Feedback') ?? 'feedback@codearena.dev';
/**
 * Where security problems are reported privately (the security page). Like the footer's addresses,
 * the operator's to set at launch; it must reach the people who run the deployment.
 */
export const securityEmail = 'security@codearena.dev';
