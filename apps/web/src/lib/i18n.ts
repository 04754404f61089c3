import { STORAGE_KEYS } from '@mijote/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '@/locales/fr.json';
import { I18N_OPTIONS, LANGUAGE } from './i18n-options';
import { writeStorage } from './storage';

void i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: { fr: { translation: fr } } });

writeStorage(STORAGE_KEYS.language, LANGUAGE);

export { i18n, LANGUAGE };
