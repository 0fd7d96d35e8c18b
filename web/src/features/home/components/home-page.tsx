import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { activeChallengeQueryOptions } from '../api/active-challenge';
import { featureCards, homeTexts as t } from '../lib/home-content';
import { ChallengeBlock } from './challenge-block';
import { FamousQuestions } from './famous-questions';
import { Hero } from './hero';
import { StartLinks } from './start-links';
import { Testimonials } from './testimonials';
import './home-page.css';

/**
 * The home page (docs/requirements/shell.md §6), for visitors and students alike. The pricing section is the plans
 * feature's cards, passed in by the route (app/routes/home-route.tsx): features do not import
 * each other.
 */
export function HomePage({ pricing }: { readonly pricing: ReactNode }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  // Until it loads, or when it fails, the block shows no challenge (zeros), as the spec's countdown does without an end.
  const active = useQuery(activeChallengeQueryOptions(useApiClient()));
  return (
    <div className="page home-page">
      <Hero signedIn={signedIn} />
      <FamousQuestions />
      <ChallengeBlock {...(active.data && { challenge: active.data })} />
      <section className="home-section" aria-labelledby="features-title">
        <h2 id="features-title">{t.featuresTitle}</h2>
        <ul className="home-features">
          {featureCards.map((card) => (
            <li key={card.title} className="home-feature">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <Link to={card.to}>{card.link}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="pricing-title">
        <h2 id="pricing-title">{t.pricingTitle}</h2>
        {pricing}
      </section>
      <Testimonials />
      <section className="home-section home-final" aria-labelledby="final-title">
        <h2 id="final-title">{t.finalTitle}</h2>
        <StartLinks signedIn={signedIn} start={t.startJourney} explore={t.viewQuestions} />
      </section>
    </div>
  );
}
