// The API mock is shared by every feature's tests (web/src/test/mock-api.ts); re-exported for account's.
export { type ApiCall, mockApi } from '@web/test/mock-api';
export { testProfile } from '@web/test/test-profile';
