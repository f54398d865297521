/** The welcome text of the About page, typed a character at a time. */
export const WELCOME_TEXT =
  'Welcome to CampusEats! It started on one campus with one simple idea: ordering food should be as easy as texting a friend. ' +
  'No queue at the canteen counter, no calls that nobody picks up, no walk across campus in the rain. ' +
  'Just the food you love, from the eateries you already know, brought to your hostel door.';

/** The scenes that scroll sideways while the story section is pinned; their pictures are numbered in this order. */
export const SCENES = [
  {
    id: 'hungry',
    title: '11 PM, Hostel C',
    caption: 'An empty fridge, a lab report due at nine, and the canteen already closed.',
    alt: 'A student at a desk at night next to an empty fridge',
  },
  {
    id: 'queue',
    title: 'The lunch queue',
    caption: 'Forty minutes of a one-hour break spent waiting at the counter.',
    alt: 'A long queue of students in front of a canteen counter',
  },
  {
    id: 'idea',
    title: 'The idea',
    caption: 'What if every campus eatery were one tap away, with delivery to the room?',
    alt: 'A laptop showing a food ordering app sketch with a light bulb above it',
  },
  {
    id: 'eateries',
    title: 'The first eateries',
    caption: 'Three canteens and a momo stall said yes. The menus went online in a weekend.',
    alt: 'Three small shopfronts with awnings',
  },
  {
    id: 'first-order',
    title: 'The first order',
    caption: 'Two plates of momos, delivered to room 214 in 22 minutes.',
    alt: 'A rider on a scooter with a delivery box',
  },
  {
    id: 'exam-week',
    title: 'Exam week',
    caption: 'A thousand late-night orders, and not one cold biryani.',
    alt: 'A moon over a hostel block with lit windows',
  },
  {
    id: 'today',
    title: 'Today',
    caption: 'Every eatery on campus, one app, and a small team with a big appetite.',
    alt: 'A campus map covered in location pins',
  },
] as const;
