import { z } from 'zod';
import { avatarUploadRequestSchema, avatarUploadResponseSchema, setAvatarResponseSchema, setAvatarSchema } from '../account/avatar';
import { appearanceUpdateSchema, privacyUpdateSchema, profileSchema, profileUpdateSchema, usernameAvailabilitySchema } from '../account/profile';
import { defineRoute } from '../http/route';

export const privacyResponseSchema = z.object({ showBadges: z.boolean(), showMessages: z.boolean(), showStatus: z.boolean() });
export const appearanceResponseSchema = z.object({
  theme: z.string(),
  dateFormat: z.string(),
  timezone: z.string(),
  language: z.string(),
  codeEditorTheme: z.string(),
});

/**
 * The profile feature (lambdas/profile): the caller's own profile, settings and avatar (docs/requirements/accounts.md §2,
 * §8–§11). uploads:read wherever an answer carries a presigned avatar URL: a URL is only as good as its
 * signer's rights.
 */
export const profileApi = {
  getMe: defineRoute({
    id: 'GetMe',
    feature: 'profile',
    method: 'GET',
    path: '/me',
    access: 'user',
    grants: ['table:read', 'uploads:read'],
    response: profileSchema,
  }),
  updateMe: defineRoute({
    id: 'UpdateMe',
    feature: 'profile',
    method: 'PATCH',
    path: '/me',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read'],
    body: profileUpdateSchema,
    response: profileSchema,
  }),
  updatePrivacy: defineRoute({
    id: 'UpdatePrivacy',
    feature: 'profile',
    method: 'PUT',
    path: '/me/privacy',
    access: 'user',
    grants: ['table:write'],
    body: privacyUpdateSchema,
    response: privacyResponseSchema,
  }),
  updateAppearance: defineRoute({
    id: 'UpdateAppearance',
    feature: 'profile',
    method: 'PUT',
    path: '/me/appearance',
    access: 'user',
    grants: ['table:write'],
    body: appearanceUpdateSchema,
    response: appearanceResponseSchema,
  }),
  checkUsername: defineRoute({
    id: 'CheckUsername',
    feature: 'profile',
    method: 'GET',
    path: '/usernames/{username}',
    access: 'user',
    grants: ['table:read'],
    params: z.object({ username: z.string().max(200) }),
    response: usernameAvailabilitySchema,
  }),
  createAvatarUpload: defineRoute({
    id: 'CreateAvatarUpload',
    feature: 'profile',
    method: 'POST',
    path: '/me/avatar/upload-url',
    access: 'user',
    grants: ['uploads:write'],
    body: avatarUploadRequestSchema,
    response: avatarUploadResponseSchema,
  }),
  setAvatar: defineRoute({
    id: 'SetAvatar',
    feature: 'profile',
    method: 'PUT',
    path: '/me/avatar',
    access: 'user',
    grants: ['uploads:read', 'uploads:delete', 'table:write'],
    body: setAvatarSchema,
    response: setAvatarResponseSchema,
  }),
};
