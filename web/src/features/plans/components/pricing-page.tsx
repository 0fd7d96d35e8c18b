import { Link } from 'react-router';
import { Accordion } from '@web/components/ui/accordion';
import { useAuth } from '@web/lib/auth/auth-context';
import { pricingFaq } from '../lib/pricing-faq';
import { PlanCards } from './plan-cards';
import './pricing-page.css';

/**
 * /pricing (docs/requirements/plans.md §3): the title, the plan cards with the Monthly/Yearly toggle (their buttons
 * lead to checkout, or to sign-in first), six questions and answers, and a closing call to action.
 */
export function PricingPage() {
  const { user } = useAuth();
  return (
    <div className="page pricing">
      <header className="pricing__header">
        <h1>Pricing</h1>
        <p className="page__lead">Practise for free, or upgrade for more problems, more challenges and your own crew. Pay monthly, or yearly for less.</p>
      </header>

      <section aria-labelledby="pricing-plans-title">
        <h2 id="pricing-plans-title" className="visually-hidden">
          Plans
        </h2>
        <PlanCards />
        <p className="pricing__secure field-hint">
          Payments are taken on our payment provider&apos;s secure page. Cancel at any time from your receipt e-mail.
        </p>
      </section>

      <section className="pricing-faq" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">Frequently Asked Questions</h2>
        <Accordion
          className="pricing-faq__list"
          items={pricingFaq.map(({ question, answer }, index) => ({ id: `faq-${index}`, title: question, content: <p>{answer}</p> }))}
        />
      </section>

      <section className="pricing-cta" aria-labelledby="pricing-cta-title">
        <h2 id="pricing-cta-title">Ready to start your journey?</h2>
        <p>Join the programmers practising on CodeArena every week. Start free; upgrade when you are ready.</p>
        <div className="pricing-cta__actions">
          <Link className="button button--primary" to={user ? '/dashboard' : '/signup'}>
            {user ? 'Go to Dashboard' : 'Start Your Journey'}
          </Link>
          <Link className="button" to="/practice">
            View Questions
          </Link>
        </div>
      </section>
    </div>
  );
}
