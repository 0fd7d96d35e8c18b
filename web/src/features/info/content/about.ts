/**
 * The About page (docs/requirements/shell.md §7): mission, figures, the four values, the 2022–2025 timeline and the
 * team. The figures are the product's own (the catalogue's live count, the judge's languages, the
 * topic groups), not the spec's claimed ones, as on the home page (docs/requirements/shell.md §1).
 */
export const aboutTexts = {
  title: 'About CodeArena',
  lead: 'A place to practise competitive programming every day: solve a problem, watch the judge check it test by test, and see yourself improve.',
  missionTitle: 'Our Mission',
  mission: [
    'We believe that anyone who practises steadily can become a strong problem solver. CodeArena exists to make that practice easy to start and hard to stop: problems from easy to hard in the languages students actually use, a judge that answers in seconds, and progress you can see.',
    'We want practice to feel fair and social: the same rules and limits for every student, weekly challenges to measure yourself against others, and crews, friends and a community to learn with.',
  ],
  numbersTitle: 'CodeArena in Numbers',
  valuesTitle: 'Our Values',
  timelineTitle: 'Our Journey',
  teamTitle: 'Meet the Team',
  teamLead: 'A small team of programmers, problem setters and mentors.',
  ctaTitle: 'Ready to start your journey?',
  ctaText: 'Create a free account and solve your first problem in minutes, or tell us what you think.',
  startJourney: 'Start Your Journey',
  contactUs: 'Contact Us',
} as const;

export interface Value {
  readonly title: string;
  readonly text: string;
}

/** docs/requirements/shell.md §7: Excellence, Community, Innovation, Passion. */
export const values: readonly Value[] = [
  {
    title: 'Excellence',
    text: 'Every problem has tested reference solutions in four languages, and every verdict comes from the same judge with the same limits.',
  },
  { title: 'Community', text: 'Programmers improve faster together: friends, crews, questions and answers, and weekly challenges everyone can join.' },
  { title: 'Innovation', text: 'We keep the judge fast and the feedback honest: live progress per test, hints on failed tests, and your own input on demand.' },
  { title: 'Passion', text: 'We are programmers who love a good puzzle, and we build the place we wished we had when we started.' },
];

export interface Milestone {
  readonly year: string;
  readonly title: string;
  readonly text: string;
}

/** docs/requirements/shell.md §7: a timeline from 2022 to 2025. */
export const milestones: readonly Milestone[] = [
  { year: '2022', title: 'The idea', text: 'Students preparing for programming contests wanted one place to practise, judged fairly and quickly.' },
  { year: '2023', title: 'The first judge', text: 'A judge that compiles once and runs every test, with limits on time, memory and output for each program.' },
  { year: '2024', title: 'Progress and challenges', text: 'XP, levels and daily streaks, then weekly challenges with global and country leaderboards.' },
  { year: '2025', title: 'Early access', text: 'CodeArena opened to students in C++, Python, Java and JavaScript, with plans for those who want more.' },
];

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly text: string;
}

/**
 * docs/requirements/shell.md §7: sample staff entries. Written for the page, as the home page's testimonials are:
 * operators replace them with their own team (with each person's consent).
 */
export const team: readonly TeamMember[] = [
  { name: 'Sara Malik', role: 'Founder & Product', text: 'Decides what we build next, and reads every message that arrives through the contact form.' },
  { name: 'Bilal Ahmed', role: 'Judge & Platform Engineering', text: 'Keeps the judge fast, fair and locked down, and the platform running.' },
  { name: 'Lena Park', role: 'Problem Setting', text: 'Writes problems, tests and reference solutions, and checks every package before it is published.' },
  { name: 'Diego Santos', role: 'Mentors & Community', text: 'Runs the weekly challenges, answers questions and looks after the community.' },
];
