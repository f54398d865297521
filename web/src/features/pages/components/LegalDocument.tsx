import type { ReactElement, ReactNode } from 'react';
import { Box, Container, Link, Typography } from '@mui/material';
import { PageHeader } from './PageHeader';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export interface LegalSection {
  id: string;
  title: string;
  /** Its paragraphs in order; an array of strings is a bulleted list. */
  body: readonly (string | ReactElement | readonly string[])[];
}

const LAST_UPDATED = new Date(Date.UTC(2025, 10, 1));

/** Terms and Privacy: numbered sections with a table of contents that jumps to each. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader eyebrow="CampusEats" title={title} maxWidth="md">
        {intro}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Last updated: {LAST_UPDATED.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
        </Typography>
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="nav" aria-labelledby="contents-heading" sx={{ mb: 5, p: { xs: 2, md: 3 }, borderRadius: 3, bgcolor: 'action.hover' }}>
          <Typography id="contents-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
            Contents
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 }, columnGap: 4 }}>
            {sections.map((section) => (
              <Box component="li" key={section.id} sx={{ py: 0.25, breakInside: 'avoid' }}>
                <Link href={`#${section.id}`} underline="hover" color="text.primary">
                  {section.title}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
        {sections.map((section, index) => (
          <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} sx={{ mb: 4, scrollMarginTop: 80 }}>
            <Typography id={`${section.id}-heading`} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
              {index + 1}. {section.title}
            </Typography>
            <Box sx={{ color: 'text.primary', lineHeight: 1.7, '& p': { mt: 0, mb: 1.5 }, '& ul': { mt: 0, mb: 1.5, pl: 3 }, '& li': { mb: 0.5 } }}>
              {section.body.map((part, index) =>
                Array.isArray(part) ? (
                  <ul key={index}>
                    {part.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={index}>{part}</p>
                ),
              )}
            </Box>
          </Box>
        ))}
      </Container>
    </>
  );
}
