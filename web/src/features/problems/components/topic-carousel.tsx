import { useRef, useState } from 'react';
import type { ProblemList } from '@contract/api/problems';
import type { TopicGroup } from '@contract/catalogue/topics';

/** Spec 2 §2.4: four groups at once; a swipe or drag of 50 px moves the carousel. */
export const TOPICS_SHOWN = 4;
export const SWIPE_THRESHOLD_PX = 50;

interface TopicCarouselProps {
  readonly topics: ProblemList['overview']['topics'];
  readonly selected: TopicGroup | undefined;
  readonly onSelect: (topic: TopicGroup | undefined) => void;
}

/**
 * 'Search by topic' (spec 2 §2.4): the 12 topic groups, 4 visible, moved by the arrows or by a
 * swipe; each shows its problems and the student's progress, and filters the list by its group
 * (pressed again, it clears the filter). Subtopic checkboxes are not built yet (issue 8 note).
 */
export function TopicCarousel({ topics, selected, onSelect }: TopicCarouselProps) {
  const [first, setFirst] = useState(0);
  const last = Math.max(0, topics.length - TOPICS_SHOWN);
  const swipeStart = useRef<number | null>(null);
  const move = (delta: number) => setFirst((f) => Math.min(last, Math.max(0, f + delta)));

  return (
    <section className="topic-carousel" aria-labelledby="topic-carousel-title">
      <div className="topic-carousel__header">
        <h2 id="topic-carousel-title">Search by topic</h2>
        <div className="topic-carousel__arrows">
          <button type="button" className="button" aria-label="Previous topics" disabled={first === 0} onClick={() => move(-TOPICS_SHOWN)}>
            ‹
          </button>
          <button type="button" className="button" aria-label="Next topics" disabled={first >= last} onClick={() => move(TOPICS_SHOWN)}>
            ›
          </button>
        </div>
      </div>
      <ul
        className="topic-carousel__list"
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={(e) => {
          if (swipeStart.current === null) return;
          const dx = e.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) move(dx < 0 ? TOPICS_SHOWN : -TOPICS_SHOWN);
        }}
      >
        {topics.slice(first, first + TOPICS_SHOWN).map(({ topic, total, solved }) => {
          const percent = total ? Math.round((solved / total) * 100) : 0;
          return (
            <li key={topic}>
              <button
                type="button"
                className="topic-card"
                aria-pressed={selected === topic}
                aria-label={`${topic}: ${total} problems, ${solved} solved`}
                onClick={() => onSelect(selected === topic ? undefined : topic)}
              >
                <span className="topic-card__name">{topic}</span>
                <span className="topic-card__count">
                  {total} {total === 1 ? 'problem' : 'problems'}
                </span>
                <span className="topic-card__bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
                <span className="topic-card__progress">{solved} solved</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="topic-carousel__position">
        Topics {first + 1}–{Math.min(first + TOPICS_SHOWN, topics.length)} of {topics.length}
      </p>
    </section>
  );
}
