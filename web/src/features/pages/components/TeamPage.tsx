import { Box, Container, Paper, Typography } from '@mui/material';
import { COMPANY_NAME, FOUNDER, TEAM } from '../content/team';
import { PageHeader } from './PageHeader';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

function MemberCard({ member, featured = false }: { member: typeof FOUNDER; featured?: boolean }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`member-${member.id}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: featured ? { xs: 'column', sm: 'row' } : 'column',
        alignItems: 'center',
        gap: featured ? { xs: 2, sm: 4 } : 2,
        p: featured ? { xs: 3, md: 4 } : 3,
        borderRadius: 4,
        textAlign: featured ? { xs: 'center', sm: 'left' } : 'center',
        transition: 'transform 200ms ease, box-shadow 200ms ease',
        '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 12px 28px rgba(0,0,0,0.12)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box
        component="img"
        src={member.image}
        alt={`Portrait of ${member.name}`}
        width={featured ? 180 : 140}
        height={featured ? 180 : 140}
        loading="lazy"
        sx={{ borderRadius: '50%', flex: '0 0 auto', border: 4, borderColor: 'primary.main' }}
      />
      <Box>
        <Typography id={`member-${member.id}`} variant={featured ? 'h4' : 'h6'} component="h3" sx={{ fontWeight: 800 }}>
          {member.name}
        </Typography>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{member.role}</Typography>
        {featured && (
          <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 460 }}>
            Vikram started CampusEats in his third year, after one too many dinners missed to the canteen queue. He still answers support emails on Sunday
            nights.
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

export function TeamPage() {
  useDocumentTitle('Our Team');
  return (
    <>
      <PageHeader eyebrow="Team" title="Small team. Big appetite.">
        CampusEats is an initiative of {COMPANY_NAME}, a software company that builds everyday apps for Indian campuses. These are the people who make it work.
      </PageHeader>
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="section" aria-labelledby="founder-heading">
          <Typography id="founder-heading" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 800 }}>
            Founder
          </Typography>
          <Box sx={{ maxWidth: 760 }}>
            <MemberCard member={FOUNDER} featured />
          </Box>
        </Box>
        <Box component="section" aria-labelledby="team-heading" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography id="team-heading" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 800 }}>
            The team
          </Typography>
          <Box data-testid="team-grid" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
            {TEAM.map((member) => (
              <MemberCard key={member.id} member={member} />
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}
