import { Fragment, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { appName } from '../../config/app';
import { useAuth } from '../../lib/auth/auth-context';
import { homeForRole } from '../../lib/auth/roles';
import { isMenu, myCrewLink, type ShellLink, userMenuLinks, visitorNav } from './nav-links';

/** Spec 1 §2.2 navigation; on narrow screens the same entries collapse behind a Menu button. */
export function NavBar() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const { user } = useAuth();
  useEffect(() => setMobileOpen(false), [pathname]);
  const staffHome = user && user.role !== 'student' ? homeForRole(user.role) : null;

  return (
    <header className="site-header">
      <nav className="nav" aria-label="Main">
        <Link to="/" className="nav__brand" aria-label={`${appName} home`}>
          <span className="nav__logo" aria-hidden="true">
            {'</>'}
          </span>
          {appName}
        </Link>
        <button
          type="button"
          className="button nav__toggle"
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          Menu
        </button>
        <ul id="main-menu" className="nav__list" data-open={mobileOpen}>
          {visitorNav.map((entry, index) => (
            <Fragment key={entry.label}>
              <li>{isMenu(entry) ? <DisclosureMenu label={entry.label} items={entry.items} /> : <ShellNavLink link={entry} />}</li>
              {/* Staff see their dashboard right after Home (spec 1 §2.2). */}
              {index === 0 && staffHome ? (
                <li>
                  <NavLink className="nav-link" to={staffHome}>
                    Dashboard
                  </NavLink>
                </li>
              ) : null}
            </Fragment>
          ))}
          {user ? (
            <li>
              <ShellNavLink link={myCrewLink} />
            </li>
          ) : null}
        </ul>
        <div className="nav__actions">
          <AccountControls />
        </div>
      </nav>
    </header>
  );
}

function ShellNavLink({ link }: { readonly link: ShellLink }) {
  return (
    <NavLink className="nav-link" to={link.to} end={link.to === '/'}>
      {link.label}
    </NavLink>
  );
}

function AccountControls() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();

  if (state.status === 'loading') return null;
  if (state.status === 'signedOut') {
    return (
      <Link className="button button--primary" to="/login">
        Sign In
      </Link>
    );
  }
  const signOutAndLeave = async () => {
    await signOut();
    await navigate('/login');
  };
  return (
    <DisclosureMenu
      label={state.user.name ?? state.user.email ?? 'Account'}
      align="end"
      items={[...userMenuLinks, { label: 'Sign Out', onSelect: () => void signOutAndLeave() }]}
    />
  );
}
