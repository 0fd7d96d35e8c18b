import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { topicGroups } from '@contract/catalogue/topics';
import { judgeLanguages } from '@contract/judge';
import { Avatar } from '@web/components/ui/avatar';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { catalogueSizeQueryOptions } from '../api/catalogue-size';
import { aboutTexts as t, milestones, team, values } from '../content/about';
import { InfoPageHeader } from './info-page-header';
import './info-pages.css';

/**
 * /about (docs/requirements/shell.md §7). Its two buttons work, where the spec's do nothing: Start Your Journey goes
 * to the dashboard once signed in, else to sign-up (as on the home page); Contact Us to /contact.
 */
export function AboutPage() {
  const { user } = useAuth();
  const problems = useQuery(catalogueSizeQueryOptions(useApiClient()));
  const figures = [
    // Until the count arrives, or when it cannot, the figure says so rather than guessing.
    { label: 'Problems in the catalogue', value: problems.data !== undefined ? String(problems.data) : problems.isError ? '—' : '…' },
    { label: 'Programming languages', value: String(judgeLanguages.length) },
    { label: 'Topic groups', value: String(topicGroups.length) },
    { label: 'New challenge every week', value: '1' },
  ];
  return (
    <div className="page info-page info-page--wide">
      <InfoPageHeader title={t.title} lead={t.lead} />

      <section className="info-page__section" aria-labelledby="mission-title">
        <h2 id="mission-title">{t.missionTitle}</h2>
        {t.mission.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="info-page__section" aria-labelledby="numbers-title">
        <h2 id="numbers-title">{t.numbersTitle}</h2>
        <dl className="info-stats">
          {figures.map((figure) => (
            <div key={figure.label} className="info-stat">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="info-page__section" aria-labelledby="values-title">
        <h2 id="values-title">{t.valuesTitle}</h2>
        <ul className="info-cards">
          {values.map((value) => (
            <li key={value.title} className="info-card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-page__section" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t.timelineTitle}</h2>
        <ol className="info-timeline">
          {milestones.map((milestone) => (
            <li key={milestone.year}>
              <h3>
                <time dateTime={milestone.year}>{milestone.year}</time>: {milestone.title}
              </h3>
              <p>{milestone.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="info-page__section" aria-labelledby="team-title">
        <h2 id="team-title">{t.teamTitle}</h2>
        <p>{t.teamLead}</p>
        <ul className="info-cards">
          {team.map((member) => (
            <li key={member.name} className="info-card info-team__member">
              <Avatar name={member.name} />
              <h3>{member.name}</h3>
              <p className="info-team__role">{member.role}</p>
              <p>{member.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title">{t.ctaTitle}</h2>
        <p>{t.ctaText}</p>
        <div className="info-actions">
          <Link className="button button--primary" to={user ? '/dashboard' : '/signup'}>
            {t.startJourney}
          </Link>
          <Link className="button" to="/contact">
            {t.contactUs}
          </Link>
        </div>
      </section>
    </div>
  );
}
