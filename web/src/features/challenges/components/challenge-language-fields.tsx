import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { judgeLanguageLabels, judgeLanguages, type JudgeLanguage } from '@contract/judge';
import { defaultLanguageMetrics, type ScheduleFields } from '../lib/schedule-form';
import { describedBy, errorAt, FieldError } from './field-error';

interface Props {
  readonly idPrefix: string;
  readonly register: UseFormRegister<ScheduleFields>;
  readonly errors: FieldErrors<ScheduleFields>;
}

/**
 * Per language (docs/requirements/challenges.md §5): the starter code the editor opens with, and the average time
 * and length the optimality score (docs/decisions/D08) compares a submission with. All optional: no starter
 * code shows the spec's placeholder, empty averages mean the score's defaults.
 */
export function ChallengeLanguageFields({ idPrefix, register, errors }: Props) {
  return (
    <fieldset className="schedule-form__section">
      <legend>Languages</legend>
      <p className="field-hint">
        All optional. Without starter code the editor says so; empty averages mean {defaultLanguageMetrics.avgTimeMs} ms and {defaultLanguageMetrics.avgChars}{' '}
        characters.
      </p>
      <div className="schedule-languages">
        {judgeLanguages.map((language) => (
          <LanguageFields key={language} language={language} idPrefix={idPrefix} register={register} errors={errors} />
        ))}
      </div>
    </fieldset>
  );
}

function LanguageFields({ language, idPrefix, register, errors }: Props & { readonly language: JudgeLanguage }) {
  const label = judgeLanguageLabels[language];
  const id = (name: string) => `${idPrefix}-${language}-${name}`;
  const codeError = errorAt(errors, `starterCode.${language}`);
  const timeError = errorAt(errors, `languageMetrics.${language}.avgTimeMs`);
  const charsError = errorAt(errors, `languageMetrics.${language}.avgChars`);
  return (
    <fieldset className="schedule-language">
      <legend>{label}</legend>
      <div className="schedule-field schedule-field--wide">
        <label htmlFor={id('code')}>
          <span className="visually-hidden">{label}</span> Starter code
        </label>
        <textarea
          id={id('code')}
          className="schedule-form__code"
          rows={5}
          spellCheck={false}
          aria-invalid={Boolean(codeError) || undefined}
          aria-describedby={describedBy(codeError && id('code-error'))}
          {...register(`starterCode.${language}`)}
        />
        <FieldError id={id('code-error')} message={codeError} />
      </div>
      <div className="schedule-field">
        <label htmlFor={id('time')}>
          <span className="visually-hidden">{label}</span> Average time (ms)
        </label>
        <input
          id={id('time')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder={String(defaultLanguageMetrics.avgTimeMs)}
          aria-invalid={Boolean(timeError) || undefined}
          aria-describedby={describedBy(timeError && id('time-error'))}
          {...register(`languageMetrics.${language}.avgTimeMs`)}
        />
        <FieldError id={id('time-error')} message={timeError} />
      </div>
      <div className="schedule-field">
        <label htmlFor={id('chars')}>
          <span className="visually-hidden">{label}</span> Average characters
        </label>
        <input
          id={id('chars')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={String(defaultLanguageMetrics.avgChars)}
          aria-invalid={Boolean(charsError) || undefined}
          aria-describedby={describedBy(charsError && id('chars-error'))}
          {...register(`languageMetrics.${language}.avgChars`)}
        />
        <FieldError id={id('chars-error')} message={charsError} />
      </div>
    </fieldset>
  );
}
