import { relativeTime } from '@contract/discussions';

export interface RelativeTimeProps {
  /** An ISO date-time. */
  readonly iso: string;
  /** "Now", for tests and for lists that share one clock. */
  readonly now?: number;
  readonly className?: string;
}

/** 'Just now', 'Nh ago' or 'Nd ago' (docs/requirements/community.md §4), the full date as its tooltip. */
export function RelativeTime({ iso, now, className }: RelativeTimeProps) {
  const date = new Date(iso);
  const full = Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <time className={className ? `relative-time ${className}` : 'relative-time'} dateTime={iso} title={full}>
      {relativeTime(iso, now)}
    </time>
  );
}
