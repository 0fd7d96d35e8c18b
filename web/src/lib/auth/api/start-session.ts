import { mutationOptions } from '@tanstack/react-query';
import type { UserSession } from '@contract/account/sessions';
import { sessionsApi } from '@contract/api/sessions';
import type { ApiClient } from '../../api-client';
import type { DeviceInfo } from '../device-info';

/** POST /me/sessions: records this device's sign-in (docs/requirements/accounts.md §9); the answer carries the session id. */
export function startSession(api: ApiClient, device: DeviceInfo): Promise<UserSession> {
  return api.call(sessionsApi.startSession, { body: device });
}

export function startSessionMutationOptions(api: ApiClient) {
  return mutationOptions({ mutationKey: ['me', 'sessions', 'start'], mutationFn: (device: DeviceInfo) => startSession(api, device) });
}
