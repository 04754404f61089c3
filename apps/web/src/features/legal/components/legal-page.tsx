import {
  CONTACT_EMAIL,
  MONTHLY_PRICE_CHF,
  PROMO_CODE,
  PROMO_TRIAL_DAYS,
  REGION,
} from '@mijote/contracts';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { SimpleHeader } from '@/components/simple-header';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';

export type LegalDocument = 'privacy' | 'terms';

export type LegalSection = { key: string; extra?: ReactNode };

type LegalPageProps = { document: LegalDocument; sections: readonly LegalSection[] };

const values = {
  email: CONTACT_EMAIL,
  region: REGION,
  price: MONTHLY_PRICE_CHF.toFixed(2),
  code: PROMO_CODE,
  days: PROMO_TRIAL_DAYS,
};

const mailLink = (
  // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside the link.
  <a
    href={`mailto:${CONTACT_EMAIL}`}
    className="font-semibold text-primary underline underline-offset-4"
  />
);

/** A legal text: back button, title and the titled sections of spec section 2. */
export function LegalPage({ document, sections }: LegalPageProps) {
  const { t } = useTranslation();
  const title = t(`legal.${document}.title`);
  usePageTitle(title);

  const lines = (key: string): string[] => {
    const value = t(key, { returnObjects: true, defaultValue: [] });
    return Array.isArray(value) ? (value as string[]) : [];
  };
  const paragraph = (key: string, index: number) => (
    <p key={`${key}.${index}`} className="leading-relaxed text-muted-fg">
      <Trans i18nKey={`${key}.${index}`} values={values} components={{ mail: mailLink }} />
    </p>
  );

  return (
    <div className="min-h-dvh bg-bg">
      <SimpleHeader backLabel={t('legal.backHome')} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <h1 className="font-serif text-4xl font-bold text-fg sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-muted-fg">{t(`legal.${document}.lead`)}</p>

        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-fg uppercase">
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map(({ key }, index) => (
              <li key={key}>
                <a
                  href={`#${key}`}
                  className="rounded text-primary underline-offset-4 hover:underline"
                >
                  {index + 1}. {t(`legal.${document}.sections.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map(({ key, extra }, index) => {
          const base = `legal.${document}.sections.${key}`;
          const items = lines(`${base}.items`);
          return (
            <section key={key} id={key} aria-labelledby={`${key}-title`} className="mt-10">
              <h2 id={`${key}-title`} className="font-serif text-2xl font-bold text-fg">
                {index + 1}. {t(`${base}.title`)}
              </h2>
              <div className="mt-3 space-y-3">
                {lines(`${base}.paragraphs`).map((_, i) => paragraph(`${base}.paragraphs`, i))}
              </div>
              {items.length > 0 ? (
                <ul className="mt-3 space-y-2">
                  {items.map((item, i) => (
                    <li key={item} className="flex gap-3 text-fg">
                      <span
                        className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary"
                        aria-hidden="true"
                      />
                      <span className="leading-relaxed">
                        <Trans i18nKey={`${base}.items.${i}`} values={values} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {lines(`${base}.after`).length > 0 ? (
                <div className="mt-3 space-y-3">
                  {lines(`${base}.after`).map((_, i) => paragraph(`${base}.after`, i))}
                </div>
              ) : null}
              {extra}
            </section>
          );
        })}
      </main>
    </div>
  );
}
