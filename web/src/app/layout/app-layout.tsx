import { Outlet } from 'react-router';
import { UserProfilePopup } from '../../features/user-profile/components/user-profile-popup';
import { UserProfileProvider } from '../../lib/user-profile/user-profile-context';
import { DocumentTitle } from './document-title';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PromoBanner } from './promo-banner';
import { RealtimeNotice } from './realtime-notice';
import { ScrollToTop } from './scroll-to-top';
import { ThemeFromProfile } from './theme-from-profile';

const renderUserProfile = (userId: string, close: () => void) => <UserProfilePopup userId={userId} onClose={close} />;

/**
 * The shell of docs/requirements/shell.md §3 around every page: promo banner, navigation, content, footer; and the
 * user profile popup (docs/requirements/friends.md §6), which any user's name on any page opens (lib/user-profile).
 */
export function AppLayout() {
  return (
    <UserProfileProvider renderPopup={renderUserProfile}>
      <div className="app">
        <ScrollToTop />
        <ThemeFromProfile />
        <DocumentTitle />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <PromoBanner />
        <NavBar />
        <RealtimeNotice />
        <main id="main" className="app__main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </UserProfileProvider>
  );
}
