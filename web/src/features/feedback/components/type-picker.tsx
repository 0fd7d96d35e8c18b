import { feedbackTypes } from '@contract/discussions';
import { feedbackTypeLabels, feedbackTexts as t } from '../lib/feedback-texts';

type FeedbackType = (typeof feedbackTypes)[number];

interface TypePickerProps {
  readonly value: FeedbackType;
  readonly onChange: (value: FeedbackType) => void;
  readonly labelledBy: string;
}

/** The four kinds of feedback as toggle buttons: the chosen one is pressed (docs/requirements/feedback.md §1). */
export function TypePicker({ value, onChange, labelledBy }: TypePickerProps) {
  return (
    <div className="feedback-types" role="group" aria-labelledby={labelledBy}>
      {feedbackTypes.map((type) => (
        <button
          key={type}
          type="button"
          className="feedback-types__option"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          title={`${t.typeLabel}: ${feedbackTypeLabels[type]}`}
        >
          {feedbackTypeLabels[type]}
        </button>
      ))}
    </div>
  );
}
