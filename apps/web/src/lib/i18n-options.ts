import type { InitOptions } from 'i18next';

// French only (decisions: fr, fallback fr). The app forces French at start and keeps the
// language locally, as the spec asks (section 1). Shared by the app and the prerendered landing,
// which loads only its own part of the strings (src/app/landing-app.tsx).
export const LANGUAGE = 'fr';

export const I18N_OPTIONS = {
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  supportedLngs: [LANGUAGE],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} satisfies InitOptions;
