import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_EMAIL } from '@/config/contact';
import { paths } from '@/lib/routes';
import type { LegalSection } from '../components/LegalDocument';

const SupportLink = () => (
  <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 700 }}>
    {SUPPORT_EMAIL}
  </Link>
);

const ProfileLink = () => (
  <Link component={RouterLink} to={paths.profile} sx={{ fontWeight: 700 }}>
    profile
  </Link>
);

/** The nine sections of the Privacy Policy (docs/product.md#company-pages). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: [
      'We collect what we need to bring you your food:',
      [
        'account details: your name, email, phone number and year of study;',
        'delivery details: your hostel block and room, or your address and a landmark;',
        'orders: what you ordered, from where, when, how you paid and your wallet balance;',
        'reviews: the stars and words you give an order, and the eatery’s reply;',
        'lucky-draw entries: your name, email and mobile number;',
        'technical data: your device and browser type and, for security, the times you sign in.',
      ],
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'How We Use Your Information',
    body: [
      'We use your information to run your account, pass your order to the eatery and whoever delivers it, show your order history and tracking, answer your support requests, run the lucky draw, keep CampusEats secure and improve it. We do not sell your personal information.',
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing Your Information',
    body: [
      'The eatery you order from, and whoever delivers for it, see your order and, for a delivery, the address, landmark and phone number you chose for it; for a pickup, only your token. A review you write is shown to everyone with your first name and the initial of your last name. We use trusted service providers (such as our cloud hosting) who process data only on our instructions. We share information with authorities only when the law requires it.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: [
      "CampusEats uses your browser's storage to keep you signed in, remember your cart and remember whether you chose the light or dark theme. We do not use advertising cookies or third-party trackers.",
    ],
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: [
      "We keep your account information while your account is open, order records for as long as tax and accounting laws require (usually eight years), and lucky-draw entries until the draw's winner has been announced and any prize claimed.",
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: [
      <>
        You can exercise each of these rights yourself, from your <ProfileLink />:
      </>,
      [
        'a copy of the personal information we hold about you (data access): Your Data, Download my data, shows what it holds on screen;',
        "deleting your account and your personal information (deletion): Your Data, Delete my account, once no order of yours is on its way. Orders stay for the eateries' accounts without your name, phone or address, and reviews stay as “Former student”;",
        'no offers or announcements (opt-out): Notifications, where they are off unless you turn them on, and order updates can be turned off too;',
        'your data in a machine-readable file (export): Download my data saves it as one JSON file.',
      ],
      <>
        If you cannot sign in, or need help with any of these, write to our support team at <SupportLink /> from the email address of your account. We answer
        within 30 days.
      </>,
    ],
  },
  {
    id: 'security',
    title: 'Security',
    body: [
      'Your data travels over encrypted connections and is stored with access limited to the people who need it. Payments and wallet changes are checked on our servers, never trusted from the app. No system is perfectly secure, so please use a strong password that you do not use elsewhere.',
    ],
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    body: [
      'CampusEats links to other sites, such as our Instagram page and job application forms. Their own privacy policies apply there, and we are not responsible for how they handle your information.',
    ],
  },
  {
    id: 'updates',
    title: 'Updates to This Policy',
    body: [
      <>
        We will update this policy when our practices change and show the date of the latest version at the top. For a significant change we will tell you in
        the app or by email first. Questions are always welcome at <SupportLink />.
      </>,
    ],
  },
];
