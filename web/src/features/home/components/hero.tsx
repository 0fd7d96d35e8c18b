import { floatingLanguages, homeTexts as t } from '../lib/home-content';
import { StartLinks } from './start-links';

/** docs/requirements/shell.md §6 hero: the tagline, Code for Free (dashboard or sign-up) and Explore Arena. */
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
      <StartLinks signedIn={signedIn} start={t.codeForFree} explore={t.exploreArena} />
    </section>
  );
}
