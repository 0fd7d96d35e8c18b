import { Link } from 'react-router';
import { floatingLanguages, homeTexts as t } from '../lib/home-content';

/** Spec 1 §2.3 hero: the tagline, Code for Free (dashboard or sign-up) and Explore Arena. */
export function Hero({ signedIn }: { readonly signedIn: boolean }) {
  return (
    <section className="home-hero" aria-labelledby="page-title">
      <ul className="home-hero__languages" aria-hidden="true">
        {floatingLanguages.map((name, i) => (
          <li key={name} style={{ animationDelay: `${i * -1.3}s` }}>
            {name}
          </li>
        ))}
      </ul>
      <h1 id="page-title">{t.tagline}</h1>
      <p className="home-hero__intro">{t.intro}</p>
      <div className="home-actions">
        <Link className="button button--primary" to={signedIn ? '/dashboard' : '/signup'}>
          {t.codeForFree}
        </Link>
        <Link className="button" to="/practice">
          {t.exploreArena}
        </Link>
      </div>
    </section>
  );
}
