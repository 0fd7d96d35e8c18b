import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="page page--centered" aria-labelledby="page-title">
      <h1 id="page-title">Page Not Found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <Link className="button button--primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
