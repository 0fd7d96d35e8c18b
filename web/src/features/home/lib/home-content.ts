/**
 * The home page's fixed words (docs/requirements/shell.md §6). Where the spec shows claimed figures (1500+ problems,
 * 450 C++ …), the page shows the real catalogue's counts instead (docs/requirements/shell.md §1).
 */
export const homeTexts = {
  tagline: 'Master competitive programming, one problem at a time',
  intro: 'Solve problems in C++, Python, Java and JavaScript in your browser, get judged in under a second, earn XP and keep your streak.',
  codeForFree: 'Code for Free',
  exploreArena: 'Explore Arena',
  famousTitle: 'Famous Questions',
  famousError: 'Problems could not be loaded.',
  noProblems: 'The first problems are on their way: check back soon.',
  recommended: 'Recommended',
  challengeTitle: 'Weekly Challenge',
  noChallenge: 'No active weekly challenge',
  noChallengeNote: 'The next challenge will be announced soon.',
  competeNow: 'Compete Now',
  viewAllChallenges: 'View All Weekly Challenges',
  featuresTitle: 'Everything you need to improve',
  pricingTitle: 'Choose Your Plan',
  testimonialsTitle: 'What Our Students Say',
  finalTitle: 'Ready to start your journey?',
  startJourney: 'Start Your Journey',
  viewQuestions: 'View Questions',
} as const;

/** docs/requirements/shell.md §6: the names that float in the hero (decoration only). */
export const floatingLanguages = ['HTML', 'Python', 'Java', 'JavaScript', 'C++'] as const;

export interface FeatureCard {
  readonly title: string;
  readonly text: string;
  readonly to: string;
  readonly link: string;
}

/** docs/requirements/shell.md §6: practice, weekly challenges, community, progress tracking. */
export const featureCards: readonly FeatureCard[] = [
  { title: 'Practice', text: 'Problems from easy to hard in twelve topics, judged test by test as you watch.', to: '/problems', link: 'Browse problems' },
  {
    title: 'Weekly Challenges',
    text: 'A new challenge every week: one submission, scored on correctness, speed and brevity.',
    to: '/weekly-challenges',
    link: 'See the challenges',
  },
  { title: 'Community', text: 'Ask questions, share solutions, form a crew and learn with friends.', to: '/community', link: 'Join the community' },
  { title: 'Progress Tracking', text: 'XP, levels, streaks and charts of your solving, day by day.', to: '/dashboard', link: 'Open your dashboard' },
];

export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  readonly role: string;
}

/**
 * docs/requirements/shell.md §6: two pages of three static cards. Placeholder voices written for the page (no real
 * person is quoted); operators replace them with students' own words, with their consent.
 */
export const testimonials: readonly Testimonial[] = [
  {
    quote: 'Watching each test pass as the judge runs it made me finally understand where my solutions were slow.',
    name: 'Ayesha',
    role: 'Computer science student',
  },
  { quote: 'The streak keeps me coming back every day, and the XP makes even easy problems worth it.', name: 'Daniel', role: 'High-school olympiad team' },
  { quote: 'Running my program on my own input before submitting saved me from so many wrong answers.', name: 'Mei', role: 'Second-year student' },
  { quote: 'I practise in Python and compete in C++: switching languages on the same problem is effortless.', name: 'Omar', role: 'ICPC regional contestant' },
  { quote: 'The weekly challenge is the highlight of my week; our crew compares scores every Sunday.', name: 'Lucía', role: 'Bootcamp graduate' },
  {
    quote: 'Clear statements, fair time limits and instant feedback. It feels like a real contest judge.',
    name: 'Kwame',
    role: 'Software engineering student',
  },
];

export const TESTIMONIALS_PER_PAGE = 3;
