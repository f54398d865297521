import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_EMAIL } from '@/config/contact';
import { paths } from '@/lib/routes';
import type { LegalSection } from '../components/LegalDocument';

/** The minimum age to hold a CampusEats account on one's own. */
export const MINIMUM_AGE = 18;

/** The eleven sections of the Terms and Conditions (docs/product.md#company-pages). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: [
      `You must be at least ${MINIMUM_AGE} years old to create a CampusEats account and place orders. If you are younger than ${MINIMUM_AGE}, you may use CampusEats only under the supervision of a parent or legal guardian who accepts these terms on your behalf.`,
      'CampusEats is meant for students, staff and residents of the campuses we serve. We may ask you to confirm that you belong to one of them.',
    ],
  },
  {
    id: 'account-security',
    title: 'Account & Security',
    body: [
      `Keep your email and password to yourself. You are responsible for everything done through your account, so tell us at once at ${SUPPORT_EMAIL} if you think someone else has used it.`,
      'Give us accurate details, especially your hostel block and room or your delivery address, so riders can find you.',
    ],
  },
  {
    id: 'ordering-payments',
    title: 'Ordering & Payments',
    body: [
      'Prices are set by each eatery and shown in Indian rupees, including taxes where the eatery charges them. The delivery fee and the platform fee are shown in your cart and at checkout before you place an order, and the total you see there is the total you pay.',
      'You can pay cash or UPI on delivery, and use your CampusEats wallet balance towards an order. An order is confirmed once the eatery accepts it; an eatery may decline an order when it is closed or an item has run out.',
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: [
      'We deliver to campus hostels and to addresses near campus. Delivery times are estimates (usually 30 to 45 minutes) and can be longer at peak hours, in bad weather or during exams.',
      'Please be reachable on the phone number you gave us. If a rider cannot reach you within 10 minutes of arriving, the order may be marked delivered.',
    ],
  },
  {
    id: 'refunds-cancellations',
    title: 'Refunds & Cancellations',
    body: [
      'You can cancel an order until the eatery accepts it. Once the eatery has accepted it, the order can no longer be cancelled, because the food is made for you.',
      `If an item is missing, wrong or spoiled, write to ${SUPPORT_EMAIL} within 24 hours with your order id and a photo. Approved refunds go back to your CampusEats wallet, or to the original payment method for UPI payments, within 5 to 7 working days.`,
    ],
  },
  {
    id: 'user-conduct',
    title: 'User Conduct',
    body: [
      'Please do not:',
      [
        'place orders you do not intend to accept or pay for;',
        'abuse, threaten or harass riders, eatery staff or our support team;',
        'misuse offers, the wallet or the lucky draw, for example with several accounts;',
        'try to break, overload or reverse-engineer the service.',
      ],
      'We may suspend accounts that do.',
    ],
  },
  {
    id: 'restaurant-partner-content',
    title: 'Restaurant & Partner Content',
    body: [
      'Menus, descriptions, photos, prices and dietary labels (such as veg and non-veg) come from the eateries. We check them as well as we can, but each eatery is responsible for its food, its hygiene and the accuracy of what it publishes. Tell your eatery about allergies before you order.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: [
      'The CampusEats name, logo, illustrations, app and website belong to CampusEats or its licensors. You may use them only to order food through CampusEats, and not copy, modify or distribute them without our written permission.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: [
      'To the extent the law allows, CampusEats is not liable for indirect or consequential losses, and our total liability for any order is limited to the amount you paid for that order. Nothing in these terms limits rights you have as a consumer under Indian law.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: [
      <>
        How we collect, use and protect your personal information is explained in our{' '}
        <Link component={RouterLink} to={paths.privacy} sx={{ fontWeight: 700 }}>
          Privacy Policy
        </Link>
        , which is part of these terms.
      </>,
    ],
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    body: [
      'We may update these terms as CampusEats grows. When we make a significant change we will tell you in the app or by email before it takes effect. Continuing to use CampusEats after that means you accept the updated terms.',
    ],
  },
];
