import type { ProblemsOverview } from '@contract/api/problems';
import type { TopicGroup } from '@contract/catalogue/topics';

type TopicOverview = ProblemsOverview['topics'][number];

interface TopicCardProps {
  readonly overview: TopicOverview;
  readonly selected: TopicGroup | undefined;
  readonly onSelect: (topic: TopicGroup | undefined) => void;
  /** The subtopics (tags) picked; the list shows problems with any of them. */
  readonly pickedTags: readonly string[];
  /** Picks (`on`) or unpicks the given subtopics. */
  readonly onTags: (tags: readonly string[], on: boolean) => void;
}

/**
 * One topic group of 'Search by topic' (docs/requirements/practice.md §2): its problems and the student's progress,
 * filtering the list by the group (pressed again, it clears the filter). Below it, the group's
 * subtopics as checkboxes with their counts and progress, and Select All / Deselect All.
 */
export function TopicCard({ overview: { topic, total, solved, subtopics }, selected, onSelect, pickedTags, onTags }: TopicCardProps) {
  const percent = total ? Math.round((solved / total) * 100) : 0;
  return (
    <>
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
    </>
  );
}

function Subtopics({
  topic,
  subtopics,
  picked,
  onTags,
}: {
  readonly topic: TopicGroup;
  readonly subtopics: TopicOverview['subtopics'];
  readonly picked: readonly string[];
  readonly onTags: TopicCardProps['onTags'];
}) {
  if (subtopics.length === 0) return null;
  const tags = subtopics.map((s) => s.tag);
  const allPicked = tags.every((tag) => picked.includes(tag));
  return (
    <fieldset className="topic-card__subtopics">
      <legend className="visually-hidden">{topic} subtopics</legend>
      <button
        type="button"
        className="topic-card__select-all"
        aria-label={`${allPicked ? 'Deselect All' : 'Select All'} in ${topic}`}
        onClick={() => onTags(tags, !allPicked)}
      >
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
