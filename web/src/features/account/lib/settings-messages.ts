/**
 * The messages of the settings screens (docs/requirements/accounts.md §8–§11) that only the browser shows (the ones the
 * server shows too live in contract/account/messages.ts).
 */
export const settingsMessages = {
  waitForAuth: 'Please wait a moment for authentication to complete and try again.',
  // Password change
  fillAllPasswordFields: 'Please fill all password fields',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  currentPasswordIncorrect: 'Current password is incorrect.',
  passwordTooWeak: 'New password is too weak. Please choose a stronger password.',
  logInAgainToChangePassword: 'Please log in again to change your password.',
  passwordUpdateFailed: 'Password update failed. Please try again.',
  passwordUpdated: 'Password updated successfully!',
  // Profile save
  profileUnauthenticated: 'You must be logged in to update your profile.',
  profilePermissionDenied: 'Insufficient permissions to update profile.',
  serverError: 'Server error. Please try again later.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  // Avatar upload
  uploadUnauthorized: 'Upload unauthorized. Please check your permissions.',
  uploadCanceled: 'Upload was canceled.',
  uploadNetworkError: 'Network error. Please check your connection and try again.',
  uploadRetryLimit: 'Upload failed after multiple attempts. Please try again later.',
  uploadTimedOut: 'Upload timed out. Please check your connection and try again.',
  uploadConnectionClosed: 'Connection was closed. Please try again.',
  uploadConnectivity: 'Network connectivity issue. Please check your connection and try again.',
  uploadRetrying: (attempt: number, of: number) => `Upload failed. Retrying... (${attempt}/${of})`,
  // Delete account
  deleteUnauthenticated: 'You must be logged in to delete your account.',
  deletePermissionDenied: 'Insufficient permissions to delete account.',
  deleteFailed: 'Failed to delete account. Please try again.',
  deleteUserMissing: 'User not found. Please try again.',
  // Subscription
  cancellationNotice: 'Your plan stays active until the end of the current billing period. To finish cancelling, use the link in your payment receipt e-mail.',
} as const;
