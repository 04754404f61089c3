import { CONTACT_EMAIL, REGION } from '@mijote/contracts/constants';
import { Mail, MapPin } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { scrollToSection } from '@/lib/scroll';
import { useTranslation } from '@/lib/translation';
import { SECTION_IDS } from '../section-ids';
import { SOCIAL_LINKS } from '../social-links';

const linkClasses = 'rounded text-muted-fg underline-offset-4 hover:text-fg hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="below-fold mt-8 border-t border-line bg-surface-muted/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo name={t('app.name')} />
          <p className="text-sm text-muted-fg">{t('landing.footer.tagline')}</p>
          <ul aria-label={t('landing.footer.socialLabel')} className="flex gap-2">
            {SOCIAL_LINKS.map(({ key, href, icon: Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`landing.footer.${key}`)}
                  className="flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg transition-colors hover:border-primary hover:text-primary"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title" className="font-semibold text-fg">
            {t('landing.footer.navTitle')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`#${SECTION_IDS.features}`} className={linkClasses}>
                {t('landing.footer.features')}
              </a>
            </li>
            <li>
              <a
                href={`#${SECTION_IDS.pricing}`}
                className={linkClasses}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection(SECTION_IDS.pricing);
                }}
              >
                {t('landing.footer.pricing')}
              </a>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal-title">
          <h2 id="footer-legal-title" className="font-semibold text-fg">
            {t('landing.footer.legalTitle')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href="/privacy" className={linkClasses}>
                {t('landing.footer.privacy')}
              </a>
            </li>
            <li>
              <a href="/terms" className={linkClasses}>
                {t('landing.footer.terms')}
              </a>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-semibold text-fg">{t('landing.footer.contactTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClasses}>
                {CONTACT_EMAIL}
              </a>
            </li>
            <li className="flex items-center gap-2 text-muted-fg">
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {REGION}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p
          className="mx-auto max-w-6xl px-4 py-5 text-center text-sm text-muted-fg sm:px-6"
          // Brought up to date on arrival when the prerender is older (../copyright-year.ts).
          data-copyright-year={year}
        >
          {t('landing.footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
