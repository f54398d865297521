import { PRIVACY_SECTIONS } from '../content/privacy';
import { LegalDocument } from './LegalDocument';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="What CampusEats collects about you, why, who sees it, and how you stay in control of it."
      sections={PRIVACY_SECTIONS}
    />
  );
}
