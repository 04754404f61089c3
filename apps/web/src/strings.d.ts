// Parts of src/locales/fr.json, made at build time (vite.config.ts).

/** The landing's groups (src/app/landing-app.tsx). */
declare module 'virtual:landing-strings' {
  const strings: Record<string, unknown>;
  export default strings;
}

/** Every group the app's first load needs: all but the ones that travel with their pages. */
declare module 'virtual:core-strings' {
  const strings: Record<string, unknown>;
  export default strings;
}
