// The landing is prerendered at build time, so its footer says the year it was built. A build
// from December would still say so in January, and hydrating it would then find a text React
// did not render. The footer marks its year; landing-main.ts brings it up to date on arrival,
// before any hydration, so the page and React agree on the visitor's year.

export const COPYRIGHT_YEAR_ATTRIBUTE = 'data-copyright-year';

/** Rewrites the marked year under `root` when it is not `year`; the rest of the text stays. */
export function refreshCopyrightYear(root: ParentNode, year = new Date().getFullYear()): void {
  const element = root.querySelector(`[${COPYRIGHT_YEAR_ATTRIBUTE}]`);
  const shown = element?.getAttribute(COPYRIGHT_YEAR_ATTRIBUTE);
  if (!element || !shown || shown === String(year)) return;
  element.textContent = (element.textContent ?? '').replace(shown, String(year));
  element.setAttribute(COPYRIGHT_YEAR_ATTRIBUTE, String(year));
}
