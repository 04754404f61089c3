// The whole page leaves for the payment provider (spec 2): a full navigation, not a route change.
// One function so tests can replace it without touching window.location.
export function redirectTo(url: string): void {
  window.location.assign(url);
}
