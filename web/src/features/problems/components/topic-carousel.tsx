import { useRef, useState } from 'react';
import type { ProblemsOverview } from '@contract/api/problems';
import type { TopicGroup } from '@contract/catalogue/topics';

/** docs/requirements/practice.md §2: four groups at once; a swipe or drag of 50 px moves the carousel. */
export const TOPICS_SHOWN = 4;
export const SWIPE_THRESHOLD_PX = 50;

type TopicOverview = ProblemsOverview['topics'][number];

interface TopicCarouselProps {
  readonly topics: readonly TopicOverview[];
  readonly selected: TopicGroup | undefined;
  readonly onSelect: (topic: TopicGroup | undefined) => void;
  /** The subtopics (tags) picked; the list shows problems with any of them. */
  readonly pickedTags: readonly string[];
  /** Picks (`on`) or unpicks the given subtopics. */
  readonly onTags: (tags: readonly string[], on: boolean) => void;
}

/**
 * 'Search by topic' (docs/requirements/practice.md §2): the 12 topic groups, 4 visible, moved by the arrows or by a
 * swipe; each shows its problems and the student's progress, and filters the list by its group
 * (pressed again, it clears the filter). Below it, the group's subtopics as checkboxes with their
 * counts and progress, and Select All / Deselect All.
 */
export function TopicCarousel({ topics, selected, onSelect, pickedTags, onTags }: TopicCarouselProps) {
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
        {topics.slice(first, first + TOPICS_SHOWN).map(({ topic, total, solved, subtopics }) => {
          const percent = total ? Math.round((solved / total) * 100) : 0;
          return (
            <li key={topic} className="topic-card__box">
              <button
                type="button"
                className="topic-card"
                aria-pressed={selected === topic}
                aria-label={`${topic}: ${total} ${total === 1 ? 'problem' : 'problems'}, ${solved} solved`}
                onClick={() => onSelect(selected === topic ? undefined : topic)}
              >
                {/* Spaces between the lines, so the text reads as the words of the label (WCAG 2.5.3). */}
                <span className="topic-card__name">{topic}</span>{' '}
                <span className="topic-card__count">
                  {total} {total === 1 ? 'problem' : 'problems'}
                </span>{' '}
                <span className="topic-card__bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>{' '}
                <span className="topic-card__progress">{solved} solved</span>
              </button>
              <Subtopics topic={topic} subtopics={subtopics} picked={pickedTags} onTags={onTags} />
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

function Subtopics({ topic, subtopics, picked, onTags }: { readonly topic: TopicGroup; readonly subtopics: TopicOverview['subtopics']; readonly picked: readonly string[]; readonly onTags: TopicCarouselProps['onTags'] }) {
  if (subtopics.length === 0) return null;
  const tags = subtopics.map((s) => s.tag);
  const allPicked = tags.every((tag) => picked.includes(tag));
  return (
    <fieldset className="topic-card__subtopics">
      <legend className="visually-hidden">{topic} subtopics</legend>
      <button type="button" className="topic-card__select-all" aria-label={`${allPicked ? 'Deselect All' : 'Select All'} in ${topic}`} onClick={() => onTags(tags, !allPicked)}>
        {allPicked ? 'Deselect All' : 'Select All'}
      </button>
      <ul>
        {subtopics.map(({ tag, total, solved }) => (
          <li key={tag}>
            <label>
              <input type="checkbox" checked={picked.includes(tag)} onChange={(e) => onTags([tag], e.target.checked)} />
              <span className="topic-card__tag">{tag}</span>
              <span className="topic-card__tag-count" aria-label={`${solved} of ${total} solved`}>
                {solved}/{total}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
