/** An opening's external application form; it opens in a new tab. */
export const applicationLink = (id: string) => `https://forms.campuseats.in/apply?role=${id}`;

/** The three openings (docs/product.md#company-pages). */
export const OPENINGS = [
  {
    id: 'frontend-intern',
    title: 'Frontend Intern',
    description:
      'Build the screens thousands of students open when they are hungry. You will work in React and TypeScript on the menu, cart and tracking pages, make them fast on campus 4G, and ship to production in your first month.',
    image: '/images/careers/frontend.svg',
  },
  {
    id: 'marketing-intern',
    title: 'Marketing Intern',
    description:
      'Tell the campus about CampusEats. Plan our Instagram, run the monthly lucky draw, sign up new eateries with our partnerships lead and turn student feedback into campaigns that actually get shared in hostel groups.',
    image: '/images/careers/marketing.svg',
  },
  {
    id: 'backend-developer',
    title: 'Backend Developer',
    description:
      'Own the API behind every order: Node.js and Firebase, pricing that is right to the rupee, live order status for students and vendors, and the reliability that keeps dinner on time during the exam-week rush.',
    image: '/images/careers/backend.svg',
  },
] as const;
