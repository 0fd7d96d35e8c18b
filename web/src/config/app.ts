/** Product constants shown in the shell (spec 1 §1, §9). */
export const appName = 'CodeArena';
export const appVersion = 'v1.0.0';
export const promoCode = 'WELCOME20';

/** Spec 1 §9: the full-screen loading view appears only after this delay, to avoid a flash. */
export const loadingViewDelayMs = 100;
/** Spec 1 §9: authentication loading ends after 10 s at the latest. */
export const authLoadingTimeoutMs = 10_000;
/** Spec 1 §7.2: every backend call times out after 10 s. */
export const apiTimeoutMs = 10_000;
/** How often the status page re-checks the components. */
export const healthRefetchMs = 5_000;
