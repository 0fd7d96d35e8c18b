import { Fragment, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar, ringFor } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Menu } from '../../components/ui/menu';
import { appName } from '../../config/app';
import { useAuth } from '../../lib/auth/auth-context';
import { homeForRole } from '../../lib/auth/roles';
import { useMe } from '@web/lib/me';
import { isMenu, myCrewLink, type ShellLink, userMenuLinks, visitorNav } from './nav-links';
import { useConnectDot, usePendingFriendRequestCount } from './use-connect-dot';

/** docs/requirements/shell.md §3 navigation; on narrow screens the same entries collapse behind a Menu button. */
export function NavBar() {
  const { pathname } = useLocation();
  // Opened on one page: navigating anywhere else closes it, with no effect to reset it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const setMobileOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const { user } = useAuth();
  const staffHome = user && user.role !== 'student' ? homeForRole(user.role) : null;
  const connectDot = useConnectDot(usePendingFriendRequestCount());
  const dot = (
    <span className="nav-dot" role="img" aria-label="Pending friend requests">
      <span aria-hidden="true" />
    </span>
  );

  return (
    <header className="site-header">
      <nav className="nav" aria-label="Main">
        <Link to="/" className="nav__brand" aria-label={`${appName} home`}>
          <span className="nav__logo" aria-hidden="true">
            {'</>'}
          </span>
          {appName}
        </Link>
        <Button className="nav__toggle" aria-expanded={mobileOpen} aria-controls="main-menu" onClick={() => setMobileOpen(!mobileOpen)}>
          Menu
        </Button>
        <ul id="main-menu" className="nav__list" data-open={mobileOpen}>
          {visitorNav.map((entry, index) => (
            <Fragment key={entry.label}>
              <li>
                {isMenu(entry) ? (
                  <Menu label={entry.label} items={entry.items} adornment={entry.label === 'Connect' && connectDot ? dot : null} />
                ) : (
                  <ShellNavLink link={entry} />
                )}
              </li>
              {/* Staff see their dashboard right after Home (docs/requirements/shell.md §3). */}
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
  // The profile's name, which settings can change; the token's until the profile has loaded.
  const me = useMe();

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
  const label = me.data?.name ?? state.user.name ?? state.user.email ?? 'Account';
  return (
    <Menu
      label={label}
      purpose="Account menu"
      align="end"
      leading={<UserAvatar profile={me.data} name={label} role={state.user.role} />}
      items={[...userMenuLinks, { label: 'Sign Out', onSelect: () => void signOutAndLeave() }]}
    />
  );
}

/** The avatar with its ring by role, then plan (docs/requirements/shell.md §3); plan and picture come from GET /me. */
function UserAvatar({
  profile,
  name,
  role,
}: {
  readonly profile: ReturnType<typeof useMe>['data'];
  readonly name: string;
  readonly role: Parameters<typeof ringFor>[0];
}) {
  return <Avatar name={name} src={profile?.avatar} ring={ringFor(role, profile?.plan)} />;
}
