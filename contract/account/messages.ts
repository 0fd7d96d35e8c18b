import { hiddenCharactersMessage } from '../shown-text';
/** The user-facing messages of docs/requirements/accounts.md §3–§11 that both the server and the forms show. */
export const accountMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 80 characters',
  // Our own, where the spec has no words (contract/shown-text.ts).
  nameHidden: hiddenCharactersMessage('Name'),
  selectCountry: 'Please select your country',
  invalidSocialLink: 'Invalid social link format.',
  usernameUnavailable: 'Username is not available',
  usernameAvailable: 'Username is available',
  chooseAvailableUsername: 'Please choose an available username',
  onlyJpgOrPng: 'Only JPG or PNG files are allowed.',
  fileTooLarge: 'File size must be less than 2MB.',
  invalidFile: 'Invalid file. Please select a valid image.',
  uploadCompletedNoUrl: 'Upload completed but failed to get download URL. Please try again.',
  enterEmail: 'Please enter your email address',
  validEmail: 'Please enter a valid email address',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  subscribed: 'Successfully subscribed to newsletter!',
  profileUpdated: 'Profile updated successfully!',
  avatarUpdated: 'Avatar updated successfully!',
  userAccountNotFound: 'User account not found.',
  sessionNotFound: 'Session not found.',
  // Our own (docs/decisions/D33): staff sign in with a code from an authenticator app.
  staffTwoFactorRequired: 'Staff tools need two-factor authentication. Sign out and sign in again to set it up.',
  twoFactorOn: 'Two-factor authentication is on. Sign in again with a code from your authenticator app.',
  twoFactorNotSetUp: 'Two-factor authentication is not on yet. Scan the QR code and enter a code from your authenticator app first.',
} as const;
