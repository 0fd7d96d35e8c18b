import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PromoBanner } from './promo-banner';
import { RealtimeNotice } from './realtime-notice';
import { ScrollToTop } from './scroll-to-top';
import { ThemeFromProfile } from './theme-from-profile';

/** The shell of spec 1 §2.2 around every page: promo banner, navigation, content, footer. */
export function AppLayout() {
  return (
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
  );
}
