import { TERMS_SECTIONS, MINIMUM_AGE } from '../content/terms';
import { LegalDocument } from './LegalDocument';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      intro={`These terms apply whenever you use CampusEats to order food on campus. Please read them: by creating an account you accept them, and you must be ${MINIMUM_AGE} or older (or supervised by a parent or guardian).`}
      sections={TERMS_SECTIONS}
    />
  );
}
