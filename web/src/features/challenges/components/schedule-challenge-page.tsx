import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NewChallenge } from '@contract/challenges';
import { difficulties } from '@contract/difficulty';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/forms/zod-form';
import { scheduleChallenge, type ScheduledChallenge } from '../api/schedule-challenge';
import { defaultScheduleFields, scheduleFormSchema } from '../lib/schedule-form';
import { ChallengeLanguageFields } from './challenge-language-fields';
import { ChallengeTestsField, testsErrorOf } from './challenge-tests-field';
import { challengePath, StatusBadge } from './challenge-row';
import { describedBy, errorAt, FieldError } from './field-error';
import './schedule-challenge.css';

export const scheduleTexts = {
  title: 'Schedule a Weekly Challenge',
  scheduled: 'Challenge scheduled',
  failed: 'Could not schedule the challenge. Please try again.',
} as const;

/** The browser's time zone, which the date fields are read in. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * /weekly-challenges/new (docs/requirements/challenges.md §5; staff): a mentor or admin schedules a weekly challenge. The
 * form checks it with the contract's schema (the server's rules and words), POSTs it, and on 201
 * shows its id, status and link, ready for the next one.
 */
export function ScheduleChallengePage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const { register, control, handleSubmit, reset, setFocus, formState } = useZodForm(scheduleFormSchema, { defaultValues: defaultScheduleFields() });
  const { errors } = formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [scheduled, setScheduled] = useState<ScheduledChallenge | null>(null);

  const schedule = useMutation({
    mutationFn: (body: NewChallenge) => scheduleChallenge(api, body),
    onSuccess: (answer) => {
      setScheduled(answer);
      reset(defaultScheduleFields());
      void queryClient.invalidateQueries({ queryKey: ['weekly-challenges'] });
    },
    onError: (error) => setServerError(error instanceof ApiError ? error.message : scheduleTexts.failed),
  });

  const submit = handleSubmit(
    (body) => {
      setServerError(null);
      setScheduled(null);
      schedule.mutate(body);
    },
    (invalid) => {
      setServerError(null);
      setScheduled(null);
      // Only the tests as a whole are wrong: no field of theirs took the focus, so the first test does.
      if (Object.keys(invalid).length === 1 && testsErrorOf(invalid)) setFocus('tests.0.input');
    },
  );

  const field = (name: string) => `${id}-${name}`;
  const bind = (name: 'title' | 'description' | 'tags' | 'difficulty' | 'startsAt' | 'endsAt' | 'timeMs' | 'memoryMb', hinted = false) => {
    const message = errorAt(errors, name);
    return {
      id: field(name),
      'aria-invalid': Boolean(message) || undefined,
      'aria-describedby': describedBy(hinted && field(`${name}-hint`), message && field(`${name}-error`)),
      ...register(name),
    };
  };
  const error = (name: string) => <FieldError id={field(`${name}-error`)} message={errorAt(errors, name)} />;

  return (
    <section className="page schedule-challenge" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title">{scheduleTexts.title}</h1>
        <Link to="/weekly-challenges">Back to Weekly Challenges</Link>
      </div>
      <p className="page__lead">The challenge opens and closes on its dates; students see test 1 as the sample.</p>
      {scheduled ? <ScheduledNotice scheduled={scheduled} /> : null}
      <form className="schedule-form" aria-labelledby="page-title" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="schedule-form__section">
          <legend>Challenge</legend>
          <div className="schedule-field schedule-field--wide">
            <label htmlFor={field('title')}>Title</label>
            <input maxLength={120} autoComplete="off" {...bind('title')} />
            {error('title')}
          </div>
          <div className="schedule-field schedule-field--wide">
            <label htmlFor={field('description')}>Description</label>
            <textarea rows={8} {...bind('description', true)} />
            <p id={field('description-hint')} className="field-hint">
              Markdown. Its first line is the summary on the list.
            </p>
            {error('description')}
          </div>
          <div className="schedule-field">
            <label htmlFor={field('tags')}>Tags</label>
            <input autoComplete="off" placeholder="arrays, hashing" {...bind('tags', true)} />
            <p id={field('tags-hint')} className="field-hint">
              Comma-separated, up to 10.
            </p>
            {error('tags')}
          </div>
          <div className="schedule-field">
            <label htmlFor={field('difficulty')}>Difficulty</label>
            <select {...bind('difficulty')}>
              {difficulties.map((difficulty) => (
                <option key={difficulty}>{difficulty}</option>
              ))}
            </select>
            {error('difficulty')}
          </div>
        </fieldset>

        <fieldset className="schedule-form__section">
          <legend>Schedule and limits</legend>
          <p id={field('dates-hint')} className="field-hint schedule-field--wide">
            Dates in your local time ({localTimeZone()}). A challenge runs a week by default, five weeks at most.
          </p>
          <div className="schedule-field">
            <label htmlFor={field('startsAt')}>Starts at</label>
            <input
              type="datetime-local"
              step={1}
              {...bind('startsAt')}
              aria-describedby={describedBy(field('dates-hint'), errorAt(errors, 'startsAt') && field('startsAt-error'))}
            />
            {error('startsAt')}
          </div>
          <div className="schedule-field">
            <label htmlFor={field('endsAt')}>Ends at</label>
            <input
              type="datetime-local"
              step={1}
              {...bind('endsAt')}
              aria-describedby={describedBy(field('dates-hint'), errorAt(errors, 'endsAt') && field('endsAt-error'))}
            />
            {error('endsAt')}
          </div>
          <div className="schedule-field">
            <label htmlFor={field('timeMs')}>Time limit (ms)</label>
            <input type="number" inputMode="numeric" min={100} max={10_000} step={1} {...bind('timeMs')} />
            {error('timeMs')}
          </div>
          <div className="schedule-field">
            <label htmlFor={field('memoryMb')}>Memory limit (MB)</label>
            <input type="number" inputMode="numeric" min={16} max={1024} step={1} {...bind('memoryMb')} />
            {error('memoryMb')}
          </div>
        </fieldset>

        <ChallengeLanguageFields idPrefix={id} register={register} errors={errors} />
        <ChallengeTestsField idPrefix={id} control={control} register={register} setFocus={setFocus} errors={errors} />

        {serverError ? (
          <p className="form-message form-message--error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="schedule-form__actions">
          <button type="submit" className="button button--primary" disabled={schedule.isPending}>
            {schedule.isPending ? 'Scheduling...' : 'Schedule challenge'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** What the server answered: the challenge's id, the status its dates give it, and its page. Takes the focus. */
function ScheduledNotice({ scheduled }: { readonly scheduled: ScheduledChallenge }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [scheduled]);
  return (
    <div ref={ref} className="schedule-notice" role="status" tabIndex={-1} aria-labelledby="schedule-notice-title">
      <h2 id="schedule-notice-title">{scheduleTexts.scheduled}</h2>
      <p>
        ID <code>{scheduled.challengeId}</code> · Status <StatusBadge status={scheduled.status} />
      </p>
      <Link to={challengePath(scheduled.challengeId)}>Open the challenge</Link>
    </div>
  );
}
