/** Sends the browser to the provider's authorisation page (its own module, so tests can watch it). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
