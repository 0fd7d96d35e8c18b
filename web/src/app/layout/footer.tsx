import { Link } from 'react-router';
import { appName, appVersion } from '../../config/app';
import { footerColumns } from './nav-links';

/** Spec 1 §2.2 footer: link columns and the version. Newsletter and social links come with issue 4. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <div className="site-footer__about">
          <p className="site-footer__brand">{appName}</p>
          <p>Practise competitive programming, join weekly challenges and climb the leaderboards.</p>
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
      <p className="site-footer__meta">
        © {new Date().getFullYear()} {appName} · Early Access · <span className="site-footer__version">{appVersion}</span>
      </p>
    </footer>
  );
}
