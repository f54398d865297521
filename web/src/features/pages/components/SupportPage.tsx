import { Box, Button, Container, Link, Paper, Typography } from '@mui/material';
import InstagramIcon from '@mui/icons-material/Instagram';
import MailIcon from '@mui/icons-material/Mail';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link as RouterLink } from 'react-router-dom';
import { INSTAGRAM_URL, SUPPORT_EMAIL } from '@/config/contact';
import { paths } from '@/lib/routes';
import { PageHeader } from './PageHeader';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const FAQ = [
  {
    question: 'My order is late. What can I do?',
    answer:
      'Open Past Orders to see its live status and estimated time. If it is more than 15 minutes past that time, email us with the order id and we will chase it.',
  },
  {
    question: 'Something was missing or wrong in my order.',
    answer: 'Email us within 24 hours with the order id and a photo. Approved refunds go to your CampusEats wallet within 5 to 7 working days.',
  },
  {
    question: 'Can I cancel an order?',
    answer: 'Yes, until the eatery accepts it. After that the kitchen may already be making your food, so the order can no longer be cancelled.',
  },
  {
    question: 'How do I change my hostel room or address?',
    answer: 'Go to Account Settings, then Saved Addresses. You can add a new address, edit one and choose your default.',
  },
] as const;

/** The ways to reach the team, each a card with its icon, what it is for and its button. */
const CHANNELS = [
  {
    Icon: MailIcon,
    title: 'Email',
    text: 'The fastest way for order problems and refunds. We answer every day from 8 AM to 1 AM, usually within an hour.',
    action: (
      <Button variant="contained" href={`mailto:${SUPPORT_EMAIL}`}>
        Email {SUPPORT_EMAIL}
      </Button>
    ),
  },
  {
    Icon: InstagramIcon,
    title: 'Instagram',
    text: 'Send us a direct message for quick questions, feedback and lucky-draw news.',
    action: (
      <Button variant="outlined" href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">
        Message @campuseats
      </Button>
    ),
  },
  {
    Icon: ReceiptLongIcon,
    title: 'Your orders',
    text: 'Track an order live, see what you paid and reorder your favourites in one tap.',
    action: (
      <Button variant="outlined" component={RouterLink} to={paths.orders}>
        Open Past Orders
      </Button>
    ),
  },
];

export function SupportPage() {
  useDocumentTitle('Support');
  return (
    <>
      <PageHeader eyebrow="Help centre" title="Support">
        Stuck with an order, a payment or your account? Here is how to reach a real person on the CampusEats team.
      </PageHeader>
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="section" aria-labelledby="reach-us-heading">
          <Typography id="reach-us-heading" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 3 }}>
            How to reach us
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {CHANNELS.map(({ Icon, title, text, action }) => (
              <Paper component="article" variant="outlined" key={title} sx={{ p: 3, borderRadius: 4, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Box aria-hidden sx={{ color: 'primary.main' }}>
                  <Icon fontSize="large" />
                </Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary" sx={{ flex: 1 }}>
                  {text}
                </Typography>
                <Box sx={{ mt: 1 }}>{action}</Box>
              </Paper>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="faq-heading" sx={{ mt: { xs: 6, md: 8 }, maxWidth: 820 }}>
          <Typography id="faq-heading" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
            Frequently asked questions
          </Typography>
          {FAQ.map((item) => (
            <Box
              component="details"
              key={item.question}
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                py: 1.5,
                '& summary': { cursor: 'pointer', fontWeight: 700, fontSize: '1.05rem', listStylePosition: 'outside', ml: 2.5 },
                '& summary:focus-visible': { outlineOffset: 4 },
              }}
            >
              <summary>{item.question}</summary>
              <Typography color="text.secondary" sx={{ mt: 1, ml: 2.5 }}>
                {item.answer}
              </Typography>
            </Box>
          ))}
          <Typography sx={{ mt: 3 }}>
            Still stuck? Write to{' '}
            <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 700 }}>
              {SUPPORT_EMAIL}
            </Link>
            .
          </Typography>
        </Box>
      </Container>
    </>
  );
}
