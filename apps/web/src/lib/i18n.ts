import { STORAGE_KEYS } from '@mijote/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../locales/fr.json';
import { writeStorage } from './storage';

// French only (decisions: fr, fallback fr). The app forces French at start and keeps the
// language locally, as the spec asks (section 1).
export const LANGUAGE = 'fr';

void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  supportedLngs: [LANGUAGE],
  resources: { fr: { translation: fr } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

writeStorage(STORAGE_KEYS.language, LANGUAGE);

export { i18n };
