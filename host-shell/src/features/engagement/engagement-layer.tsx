import { NotificationPrompt } from './notification-prompt';

/**
 * The engagement features of spec 001 that sit over every screen (the first-visit tour, the push
 * opt-in, the app-download modal, pull-to-refresh in the iOS home-screen app). The shell loads this
 * chunk only after the splash and once the session is known (AppShell), so none of it weighs on the
 * first screen, and each prompt asks the page's modal store for its turn (never over another modal).
 */
export function EngagementLayer() {
  return <NotificationPrompt />;
}
