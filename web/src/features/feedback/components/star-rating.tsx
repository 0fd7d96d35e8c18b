import { type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';
import { feedbackTexts as t } from '../lib/feedback-texts';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  /** 0 while no star is chosen. */
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly labelledBy: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  /** Focuses the chosen star (the first when none): React Hook Form's ref, to land on the rating when it is what to fix. */
  readonly ref?: Ref<{ focus: () => void }>;
}

/**
 * The 1–5 star rating as a radio group (the WAI-ARIA radio pattern): one stop in the tab order (the
 * chosen star, or the first), arrows move and choose, Home and End go to 1 and 5, Space or Enter
 * chooses the focused star. Each star is named "1 star" … "5 stars"; the stars up to the chosen one
 * are lit.
 */
export function StarRating({ value, onChange, labelledBy, invalid, describedBy, ref }: StarRatingProps) {
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = value >= 1 && value <= 5 ? value : 1;

  useImperativeHandle(ref, () => ({ focus: () => stars.current[tabStop - 1]?.focus() }), [tabStop]);

  const choose = (n: number) => {
    onChange(n);
    stars.current[n - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const next: Record<string, number> = {
      ArrowRight: n === 5 ? 1 : n + 1,
      ArrowUp: n === 5 ? 1 : n + 1,
      ArrowLeft: n === 1 ? 5 : n - 1,
      ArrowDown: n === 1 ? 5 : n - 1,
      Home: 1,
      End: 5,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div
      className="star-rating"
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-required
    >
      {STARS.map((n) => (
        <button
          key={n}
          ref={(element) => {
            stars.current[n - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t.star(n)}
          tabIndex={n === tabStop ? 0 : -1}
          className={n <= value ? 'star-rating__star star-rating__star--lit' : 'star-rating__star'}
          onClick={() => choose(n)}
          onKeyDown={(event) => onKeyDown(event, n)}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
    </div>
  );
}
