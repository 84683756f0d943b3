/** The push opt-in dialog of spec 001 (section 4 'Notification prompt'); built in issue 15. */
export function NotificationPrompt() {
  return null;
}
