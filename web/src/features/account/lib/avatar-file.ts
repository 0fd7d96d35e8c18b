import { AVATAR_MAX_BYTES, avatarContentTypes } from '@contract/account/avatar';
import { accountMessages as m } from '@contract/account/messages';

/** docs/requirements/accounts.md §8: an empty or missing file, a type other than JPEG/PNG, or 2 MB and more is refused. */
export function avatarFileError(file: Pick<File, 'size' | 'type'> | null | undefined): string | null {
  if (!file || file.size === 0) return m.invalidFile;
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) return m.onlyJpgOrPng;
  if (file.size >= AVATAR_MAX_BYTES) return m.fileTooLarge;
  return null;
}
