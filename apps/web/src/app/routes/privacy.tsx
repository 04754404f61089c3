import { LegalPage, type LegalSection } from '@/features/legal/components/legal-page';

const SECTIONS: readonly LegalSection[] = [
  { key: 'introduction' },
  { key: 'collection' },
  { key: 'security' },
  { key: 'rights' },
  { key: 'contact' },
  { key: 'cookies' },
];

export function PrivacyPage() {
  return <LegalPage document="privacy" sections={SECTIONS} />;
}
