/** Smoothly scrolls to a section (instantly if the user asked for reduced motion) and moves
 *  keyboard focus there, so screen-reader and keyboard users land where sighted users do. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
