import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { appName, appVersion } from '../../config/app';
import { footerColumns, footerContacts, socialLinks } from './nav-links';

// Below the fold on every page: loaded after the first render, so the form library it brings
// stays out of the first load (web/e2e/bundle.test.ts holds that to its budget).
const NewsletterForm = lazy(() => import('@web/components/newsletter/newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/** docs/requirements/shell.md §4 footer: link columns, contacts, social links, the newsletter form and the version. */
/** Read once when the app loads: rendering stays pure. */
const copyrightYear = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <div className="site-footer__about">
          <p className="site-footer__brand">{appName}</p>
          <p>Practise competitive programming, join weekly challenges and climb the leaderboards.</p>
          <ul className="site-footer__contacts">
            {footerContacts.map((c) => (
              <li key={c.label}>
                {c.label}: <a href={`mailto:${c.email}`}>{c.email}</a>
              </li>
            ))}
          </ul>
          <ul className="site-footer__social" aria-label="Social media">
            {socialLinks.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.label} aria-label={column.label} className="site-footer__column">
            <h2>{column.label}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__newsletter">
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      </div>
      <p className="site-footer__meta">
        © {copyrightYear} {appName} · Early Access · <span className="site-footer__version">{appVersion}</span>
      </p>
    </footer>
  );
}
