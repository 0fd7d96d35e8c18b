import { Link } from 'react-router';
import { promoCode } from '../../config/app';

/** docs/requirements/shell.md §1: every page advertises the promo code for an additional 20% discount. */
export function PromoBanner() {
  return (
    <aside className="promo-banner" aria-label="Promotion">
      <span className="promo-banner__tag">Early Access</span>
      <span>
        Use promo code <strong className="promo-banner__code">{promoCode}</strong> for an additional 20% discount.
      </span>
      <Link to="/pricing" className="promo-banner__link">
        View plans
      </Link>
    </aside>
  );
}
