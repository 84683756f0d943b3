/** Leaves the site for `url` (the card provider's checkout); a module of its own so tests can stand in for it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
