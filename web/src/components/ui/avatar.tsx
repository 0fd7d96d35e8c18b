import type { PlanName } from '@contract/plans';
import type { Role } from '../../lib/auth/roles';

/** docs/requirements/shell.md §3: the ring shows role first (staff), then plan. */
export type AvatarRing = 'admin' | 'mentor' | 'premium' | 'pro' | 'free';

export const ringColours: Record<AvatarRing, string> = {
  admin: '#ef4444',
  mentor: '#3b82f6',
  premium: '#ef4444',
  pro: '#a855f7',
  free: '#ffffff',
};

export function ringFor(role: Role, plan: PlanName | undefined): AvatarRing {
  if (role === 'admin' || role === 'mentor') return role;
  return plan ?? 'free';
}

interface AvatarProps {
  readonly name: string;
  readonly src?: string;
  readonly ring?: AvatarRing;
  readonly size?: 'small' | 'large';
}

/** A round picture, or the initials when there is none; decorative (the name is next to it). */
export function Avatar({ name, src, ring, size = 'small' }: AvatarProps) {
  const style = ring ? { boxShadow: `0 0 0 2px ${ringColours[ring]}` } : undefined;
  return (
    <span className={`avatar avatar--${size}`} style={style} data-ring={ring} aria-hidden="true">
      {src ? <img src={src} alt="" className="avatar__img" /> : <span className="avatar__initials">{initials(name)}</span>}
    </span>
  );
}

/**
 * Up to two initials, from the first and last words that hold a letter: anything that looks like
 * markup (`<b>`) is left out, and only letters count (so "Zoë <b>" is "Z", "(Max) Mustermann" "MM").
 */
export function initials(name: string): string {
  const firstLetters = name
    .replace(/<[^<>]*>/g, ' ')
    .split(/\s+/)
    .flatMap((word) => {
      const letter = /\p{L}/u.exec(word)?.[0];
      return letter ? [letter] : [];
    });
  const letters = firstLetters.length > 1 ? [firstLetters[0], firstLetters.at(-1)] : [firstLetters[0] ?? '?'];
  return letters.join('').toLocaleUpperCase();
}
