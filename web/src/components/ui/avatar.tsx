import type { PlanName } from '@contract/plans';
import type { Role } from '../../lib/auth/roles';

/** Spec 1 §2.2: the ring shows role first (staff), then plan. */
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

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}
