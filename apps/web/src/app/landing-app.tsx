// Only the groups of fr.json the landing shows (vite.config.ts), not the app's whole text; its
// own group comes with its components (lib/strings.ts).
import landingStrings from 'virtual:landing-strings';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '@/components/ui/toast';
import { I18N_OPTIONS } from '@/lib/i18n-options';
import { followStrings } from '@/lib/strings';
import { LandingPage } from './routes/landing';

/** Keys the landing asked for and its strings lack; the prerender refuses to build with any. */
export const missingTranslationKeys = new Set<string>();

const landingI18n = createInstance();
void landingI18n.init({
  ...I18N_OPTIONS,
  resources: { fr: { translation: landingStrings } },
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => missingTranslationKeys.add(key),
});
followStrings(landingI18n);

/**
 * The landing page on its own, without the app's router, data layer or dashboard: what `/` loads.
 * Prerendered at build time (src/prerender.tsx) and hydrated by src/landing-hydrate.tsx (loaded from src/landing-main.ts); its links
 * to the app are ordinary links, which load the app (index.html) on arrival.
 */
export function LandingApp() {
  return (
    <StrictMode>
      <I18nextProvider i18n={landingI18n}>
        <ToastProvider>
          <LandingPage />
        </ToastProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
