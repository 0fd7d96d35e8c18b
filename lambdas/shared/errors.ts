import { accountMessages } from '@contract/account/messages';

/**
 * Every error a handler answers with on purpose: one line each, with its HTTP status and the
 * message the user sees (the spec's words where the spec has them). Anything else is a 500 and a bug.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    /** For a 429: when trying again can succeed, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = code;
  }
}

const domainError = (code: string, statusCode: number) => (message: string) => new DomainError(code, statusCode, message);

export const BadRequest = domainError('BadRequest', 400);
export const Unauthenticated = domainError('Unauthenticated', 401);
export const Forbidden = domainError('Forbidden', 403);
export const NotFound = domainError('NotFound', 404);
export const Conflict = domainError('Conflict', 409);
export const TooManyRequests = domainError('TooManyRequests', 429);
/** A 429 that says when the caller may try again. */
export const tooManyRequestsFor = (message: string, retryAfterSeconds: number) =>
  new DomainError('TooManyRequests', 429, message, Math.max(1, Math.ceil(retryAfterSeconds)));
/** A part this stage does not have configured (payments without a provider, docs/decisions/D09). */
export const ServiceUnavailable = domainError('ServiceUnavailable', 503);

export const errors = {
  authenticationRequired: () => Unauthenticated('Authentication required. Please log in again.'),
  /** The token is genuine and unexpired, but its sign-in was signed out, revoked or its account deleted. */
  signInRevoked: () => Unauthenticated('Authentication failed. Please log in again.'),
  staffOnly: () => Forbidden("You don't have permission to access this page."),
  /** A staff route called by a staff account without TOTP (docs/decisions/D33). */
  staffTwoFactorRequired: () => Forbidden(accountMessages.staffTwoFactorRequired),
  twoFactorNotSetUp: () => Conflict(accountMessages.twoFactorNotSetUp),
  reservedEmail: () => BadRequest('This email is reserved. Please use a different email.'),
  /** docs/requirements/accounts.md §5 sign-up: the address (in any letter case) belongs to an account already. */
  emailTaken: () => Conflict('An account already exists with this email'),
  bodyNotJson: () => BadRequest('The request body must be a JSON object.'),
  userAccountNotFound: () => NotFound(accountMessages.userAccountNotFound),
  usernameUnavailable: () => Conflict(accountMessages.usernameUnavailable),
  sessionNotFound: () => NotFound(accountMessages.sessionNotFound),
  alreadySubscribed: () => Conflict(accountMessages.alreadySubscribed),
  /** An uploaded image (an avatar, a blog cover) named by a key the caller's upload URL could not have named. */
  imageNotYours: () => Forbidden('Upload unauthorized. Please check your permissions.'),
  imageMissing: () => BadRequest(accountMessages.uploadCompletedNoUrl),
  imageWrongType: () => BadRequest(accountMessages.onlyJpgOrPng),
  imageTooLarge: () => BadRequest(accountMessages.fileTooLarge),
  imageInvalid: () => BadRequest(accountMessages.invalidFile),
  profileChangedMeanwhile: () => Conflict('Your profile changed in another window. Please reload and try again.'),
} as const;
