import type { i18n as I18n } from 'i18next';
import { LANGUAGE } from './i18n-options';

// The French strings that travel with the code using them. The groups of src/locales/fr.json a
// page alone shows (vite.config.ts, SPLIT_STRING_GROUPS) are not in the first load: the build
// adds `import 'virtual:strings/<group>'` to every module naming one of their keys, and that
// module registers the group here when it loads, before any of those components renders. Every
// i18next instance that follows the registry (the app's, the landing's) gets each group once.

type Strings = Record<string, unknown>;

const registered: Strings = {};
const instances = new Set<I18n>();

/** Called by the generated `virtual:strings/<group>` modules. */
export function registerStrings(groups: Strings): void {
  Object.assign(registered, groups);
  for (const instance of instances) addTo(instance, groups);
}

/** Gives `instance` every group registered so far and each one registered later. */
export function followStrings(instance: I18n): void {
  instances.add(instance);
  addTo(instance, registered);
}

function addTo(instance: I18n, groups: Strings): void {
  if (Object.keys(groups).length === 0) return;
  instance.addResourceBundle(LANGUAGE, 'translation', groups, true, false);
}
