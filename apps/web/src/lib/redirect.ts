// Full page navigations, as opposed to route changes. One module so tests can replace them
// without touching window.location.

/** The whole page leaves, e.g. for the payment provider (spec 2). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** Like redirectTo, but the current page leaves the history (Back does not return to it). */
export function replacePage(url: string): void {
  window.location.replace(url);
}
