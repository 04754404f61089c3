import { Apple, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useToast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/translation';
import { SECTION_IDS } from '../section-ids';

/** There is no mobile app yet: the store buttons open nothing and say so (a toast). */
export function StoreSection() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const announce = () =>
    showToast({
      title: t('landing.download.toastTitle'),
      description: t('landing.download.toastText'),
    });

  return (
    <section
      id={SECTION_IDS.download}
      aria-labelledby="download-title"
      className="below-fold px-4 py-8 sm:px-6"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-8 overflow-hidden rounded-[2rem] bg-fg px-6 py-12 text-bg sm:px-12 md:grid-cols-[1.4fr_1fr] dark:bg-surface dark:text-fg">
        <div>
          <p className="text-sm font-semibold tracking-widest text-saffron uppercase">
            {t('landing.download.eyebrow')}
          </p>
          <h2 id="download-title" className="mt-2 font-serif text-3xl font-bold sm:text-4xl">
            {t('landing.download.title')}
          </h2>
          <p className="mt-4 max-w-xl text-lg opacity-85">{t('landing.download.text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
          <StoreButton
            label={t('landing.download.appStoreLabel')}
            icon={<Apple className="size-7" aria-hidden="true" />}
            overline={t('landing.download.soonOn')}
            name={t('landing.download.appStore')}
            onClick={announce}
          />
          <StoreButton
            label={t('landing.download.googlePlayLabel')}
            icon={<Play className="size-6 fill-current" aria-hidden="true" />}
            overline={t('landing.download.soonOn')}
            name={t('landing.download.googlePlay')}
            onClick={announce}
          />
        </div>
      </div>
    </section>
  );
}

type StoreButtonProps = {
  label: string;
  icon: ReactNode;
  overline: string;
  name: string;
  onClick: () => void;
};

function StoreButton({ label, icon, overline, name, onClick }: StoreButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex min-h-14 flex-1 items-center gap-3 rounded-2xl border border-bg/25 bg-black px-5 py-2.5 text-left text-white transition-transform hover:-translate-y-0.5 focus-visible:outline-saffron dark:border-line"
    >
      {icon}
      <span className="leading-tight">
        <span className="block text-xs opacity-80">{overline}</span>
        <span className="block text-lg font-semibold whitespace-nowrap">{name}</span>
      </span>
    </button>
  );
}
