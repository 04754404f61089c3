import coreStrings from 'virtual:core-strings';
import { STORAGE_KEYS } from '@mijote/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS, LANGUAGE } from './i18n-options';
import { writeStorage } from './storage';
import { followStrings } from './strings';

// The app's strings: the groups of fr.json every page may show, then each page's own groups as
// its code loads (lib/strings.ts). Outside a production build, a key asked for and missing is a
// console error, which fails the web tests: a group left out of the code that shows it is caught
// (a key asked with a default value may be missing on purpose).
void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  resources: { fr: { translation: coreStrings } },
  ...(import.meta.env.PROD
    ? {}
    : {
        saveMissing: true,
        missingKeyHandler: (
          _languages: readonly string[],
          _namespace: string,
          key: string,
          _fallback: string,
          _update: boolean,
          options: { defaultValue?: unknown },
        ) => {
          if (options?.defaultValue === undefined) console.error(`Missing string: ${key}`);
        },
      }),
});
followStrings(i18n);

writeStorage(STORAGE_KEYS.language, LANGUAGE);

export { i18n, LANGUAGE };
