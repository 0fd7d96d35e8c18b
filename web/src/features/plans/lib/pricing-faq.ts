import { planPrices, yearlySavingPercent } from '@contract/plans';

const proYearlySaving = yearlySavingPercent(planPrices.pro.monthly.discounted, planPrices.pro.yearly.discounted);

/** The six questions of /pricing (docs/requirements/plans.md §3), answered from what the product does (terms, docs/decisions/D09). */
export const pricingFaq: readonly { readonly question: string; readonly answer: string }[] = [
  {
    question: 'Can I start for free?',
    answer:
      'Yes. The Free plan needs no payment details: solve problems every week, join the weekly challenges and join a crew. Upgrade whenever you want more.',
  },
  {
    question: 'What is the difference between Pro and Premium?',
    answer:
      'Pro raises the weekly limits on problems, challenges and friend invites and lets you create a crew. Premium removes the weekly limits on problems and challenges and gives the most submissions per challenge.',
  },
  {
    question: 'How does yearly billing work?',
    answer: `You pay once for twelve months. A yearly plan costs less than twelve monthly payments: about ${proYearlySaving}% less for Pro and Premium at today's prices.`,
  },
  {
    question: 'How do I pay?',
    answer:
      "By card, JazzCash or Easypaisa. You confirm your order here and complete the payment on our payment provider's secure page; we never see or store your card details.",
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Use the cancellation link in your payment receipt e-mail. Your plan stays active until the end of the period you paid for, then returns to Free.',
  },
  {
    question: 'Do you offer refunds?',
    answer: 'Yes: within 7 days of a purchase you can ask for a refund, no questions asked. After that, refunds are given where the law requires them.',
  },
];
