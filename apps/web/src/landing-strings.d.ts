// The landing's part of src/locales/fr.json, made at build time (vite.config.ts).
declare module 'virtual:landing-strings' {
  const strings: Record<string, unknown>;
  export default strings;
}
