import { useEffect, useRef } from 'react';
import { type Control, type FieldErrors, get, useFieldArray, type UseFormRegister, type UseFormSetFocus } from 'react-hook-form';
import { MAX_CHALLENGE_TESTS, type NewChallenge } from '@contract/challenges';
import type { ScheduleFields } from '../lib/schedule-form';
import { describedBy, errorAt, FieldError } from './field-error';

interface Props {
  readonly idPrefix: string;
  readonly control: Control<ScheduleFields, unknown, NewChallenge>;
  readonly register: UseFormRegister<ScheduleFields>;
  readonly setFocus: UseFormSetFocus<ScheduleFields>;
  readonly errors: FieldErrors<ScheduleFields>;
}

/** The message about the tests as a whole (none left, too large), recorded on the list itself. */
export function testsErrorOf(errors: FieldErrors<ScheduleFields>): string | undefined {
  const message: unknown = get(errors, 'tests.root.message') ?? get(errors, 'tests.message');
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The challenge's tests (docs/requirements/challenges.md §5): input and expected output pairs, 1 to 20; test 1
 * is the sample students see and Run executes (docs/requirements/challenges.md §2). Entirely empty tests are dropped.
 */
export function ChallengeTestsField({ idPrefix, control, register, setFocus, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'tests' });
  // After a removal the tests move up: the focus goes to the one before (or the new first) once rendered.
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterRemove.current === null) return;
    setFocus(`tests.${focusAfterRemove.current}.input`);
    focusAfterRemove.current = null;
  }, [fields, setFocus]);

  const listError = testsErrorOf(errors);
  const errorId = `${idPrefix}-tests-error`;
  const countId = `${idPrefix}-tests-count`;
  const full = fields.length >= MAX_CHALLENGE_TESTS;

  return (
    <fieldset className="schedule-form__section" aria-describedby={describedBy(countId, listError && errorId)}>
      <legend>Test cases</legend>
      <p id={countId} className="field-hint" aria-live="polite">
        {fields.length} of {MAX_CHALLENGE_TESTS} test cases. Test 1 is the visible sample; entirely empty tests are left out.
      </p>
      <FieldError id={errorId} message={listError} />
      <ol className="schedule-tests">
        {fields.map((field, index) => {
          const number = index + 1;
          const id = (name: string) => `${idPrefix}-test-${field.id}-${name}`;
          const inputError = errorAt(errors, `tests.${index}.input`);
          const expectedError = errorAt(errors, `tests.${index}.expected`);
          return (
            <li key={field.id} className="schedule-test">
              <fieldset>
                <legend>
                  Test {number}
                  {index === 0 ? (
                    <>
                      {' '}
                      <span className="schedule-test__sample">(visible sample)</span>
                    </>
                  ) : null}
                </legend>
                <div className="schedule-test__pair">
                  <div className="schedule-field">
                    <label htmlFor={id('input')}>
                      <span className="visually-hidden">Test {number}</span> Input
                    </label>
                    <textarea
                      id={id('input')}
                      className="schedule-form__code"
                      rows={3}
                      spellCheck={false}
                      aria-invalid={Boolean(inputError) || undefined}
                      aria-describedby={describedBy(inputError && id('input-error'))}
                      {...register(`tests.${index}.input`)}
                    />
                    <FieldError id={id('input-error')} message={inputError} />
                  </div>
                  <div className="schedule-field">
                    <label htmlFor={id('expected')}>
                      <span className="visually-hidden">Test {number}</span> Expected output
                    </label>
                    <textarea
                      id={id('expected')}
                      className="schedule-form__code"
                      rows={3}
                      spellCheck={false}
                      aria-invalid={Boolean(expectedError) || undefined}
                      aria-describedby={describedBy(expectedError && id('expected-error'))}
                      {...register(`tests.${index}.expected`)}
                    />
                    <FieldError id={id('expected-error')} message={expectedError} />
                  </div>
                </div>
                <button
                  type="button"
                  className="button schedule-test__remove"
                  disabled={fields.length <= 1}
                  onClick={() => {
                    remove(index);
                    focusAfterRemove.current = Math.max(0, index - 1);
                  }}
                >
                  Remove test case {number}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" disabled={full} onClick={() => append({ input: '', expected: '' })}>
        Add test case
      </button>
      {full ? <p className="field-hint">{MAX_CHALLENGE_TESTS} test cases at most.</p> : null}
    </fieldset>
  );
}
