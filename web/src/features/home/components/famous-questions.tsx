import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FamousProblem } from '@contract/api/problems';
import { judgeLanguageLabels, type JudgeLanguage } from '@contract/judge';
import { QueryView } from '@web/components/ui/query-view';
import { Tabs } from '@web/components/ui/tabs';
import { useApiClient } from '@web/lib/api-client';
import { famousProblemsQueryOptions } from '../api/famous-problems';
import { homeTexts as t } from '../lib/home-content';

/** docs/requirements/shell.md §6: the tabs in this order, C++ first. */
const tabOrder: readonly JudgeLanguage[] = ['cpp', 'python', 'javascript', 'java'];
const TAGS_SHOWN = 3;

/**
 * Famous Questions (docs/requirements/shell.md §6): per language, up to six of the real catalogue's problems most
 * solved in it (GET /famous-problems). A card opens its problem; the route's guard sends a
 * signed-out visitor to /login first and back to the problem after (the spec sends every card to
 * /practice; the problem itself is what a student clicking it wants).
 */
export function FamousQuestions() {
  const api = useApiClient();
  const famous = useQuery(famousProblemsQueryOptions(api));
  const [language, setLanguage] = useState<string>('cpp');

  return (
    <section className="home-section" aria-labelledby="famous-title">
      <h2 id="famous-title">{t.famousTitle}</h2>
      <QueryView query={famous} loading="Loading problems…" error={t.famousError} isEmpty={(found) => found.totalProblems === 0} empty={<p>{t.noProblems}</p>}>
        {(found) => (
          <>
            <Tabs
              label="Famous questions by language"
              value={language}
              onValueChange={setLanguage}
              classNames={{ list: 'home-tabs', tab: 'home-tabs__tab', panel: 'home-famous__panel' }}
              items={tabOrder.map((l) => {
                const { total, problems } = found.languages[l];
                return {
                  id: l,
                  label: judgeLanguageLabels[l],
                  panel: (
                    <>
                      <p className="home-famous__count">
                        {total} {total === 1 ? 'problem' : 'problems'} to solve in {judgeLanguageLabels[l]}
                      </p>
                      <ul className="home-famous__cards">
                        {problems.map((p) => (
                          <li key={p.problemId}>
                            <FamousCard problem={p} language={l} />
                          </li>
                        ))}
                      </ul>
                    </>
                  ),
                };
              })}
            />
            <Link className="button" to="/practice-arena">
              Explore all {found.totalProblems} problems
            </Link>
          </>
        )}
      </QueryView>
    </section>
  );
}

function FamousCard({ problem: p, language }: { readonly problem: FamousProblem; readonly language: JudgeLanguage }) {
  return (
    <Link className="famous-card" to={`/problem/${p.problemId}`}>
      <span className="famous-card__title">{p.title}</span>
      <span className="famous-card__badges">
        <span className={`problem-difficulty problem-difficulty--${p.difficulty.toLowerCase()}`}>{p.difficulty}</span>
        {p.recommended ? <span className="badge badge--up">{t.recommended}</span> : null}
      </span>
      <span className="famous-card__tags">
        {p.tags.slice(0, TAGS_SHOWN).map((tag) => (
          <span key={tag} className="problem-tag">
            {tag}
          </span>
        ))}
      </span>
      <span className="famous-card__solvers">
        {p.solvers > 0 ? `Solved by ${p.solvers} ${p.solvers === 1 ? 'student' : 'students'} in ${judgeLanguageLabels[language]}` : 'Be the first to solve it'}
      </span>
    </Link>
  );
}
