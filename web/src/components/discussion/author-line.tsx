import './discussion.css';
import type { ReactNode } from 'react';
import type { AuthorCard } from '@contract/discussions';
import { Avatar, ringFor } from '@web/components/ui/avatar';

const roleLabels = { mentor: 'Mentor', admin: 'Admin' } as const;
const planLabels = { pro: 'Pro', premium: 'Premium' } as const;

export interface AuthorLineProps {
  readonly author: AuthorCard;
  /** Shown after the name and badges, e.g. a <RelativeTime>. */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * Who wrote an item or comment: the avatar (ringed by role, then plan), the name, a Mentor or Admin
 * badge, and a Pro or Premium badge (a free plan shows none). A deleted account arrives from the
 * server as "Anonymous" with no id and is shown as such.
 */
export function AuthorLine({ author, children, className }: AuthorLineProps) {
  const role = author.role === 'mentor' || author.role === 'admin' ? roleLabels[author.role] : null;
  const plan = author.plan === 'pro' || author.plan === 'premium' ? planLabels[author.plan] : null;
  return (
    <div className={className ? `author-line ${className}` : 'author-line'}>
      <Avatar name={author.name} src={author.avatar} ring={ringFor(author.role, author.plan)} />
      <span className="author-line__name">{author.name}</span>
      {role ? <span className={`author-line__badge author-line__badge--${author.role}`}>{role}</span> : null}
      {plan ? <span className={`author-line__badge author-line__badge--${author.plan}`}>{plan}</span> : null}
      {children ? <span className="author-line__extra">{children}</span> : null}
    </div>
  );
}
