/** Product constants shown in the shell (docs/requirements/shell.md §1, §10). */
export const appName = 'CodeArena';
export const appVersion = 'v1.0.0';
export const promoCode = 'WELCOME20';

/**
 * The mailboxes every page names (docs/requirements/shell.md §4 footer contacts, §7 "a support
 * mailbox"): the footer and the info pages read them here. The operator's to set at launch.
 */
export const supportEmail = 'support@codearena.dev';
export const feedbackEmail = 'feedback@codearena.dev';

/** docs/requirements/shell.md §10: the full-screen loading view appears only after this delay, to avoid a flash. */
export const loadingViewDelayMs = 100;
/** docs/requirements/accounts.md §12: authentication loading ends after 10 s at the latest. */
export const authLoadingTimeoutMs = 10_000;
/** docs/requirements/shell.md §9: every backend call times out after 10 s. */
export const apiTimeoutMs = 10_000;
/** How often the status page re-checks the components. */
export const healthRefetchMs = 5_000;
