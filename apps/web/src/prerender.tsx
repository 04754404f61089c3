import { renderToString } from 'react-dom/server';
import { LandingApp, missingTranslationKeys } from './app/landing-app';

/**
 * The landing page's HTML, rendered at build time (scripts/build.mjs) into dist/landing.html so
 * `/` paints before any script runs. Throws when a string the landing shows is missing.
 */
export function renderLanding(): string {
  const html = renderToString(<LandingApp />);
  if (missingTranslationKeys.size > 0) {
    throw new Error(
      `The landing shows strings it does not load: ${[...missingTranslationKeys].join(', ')} (src/app/landing-app.tsx)`,
    );
  }
  return html;
}
