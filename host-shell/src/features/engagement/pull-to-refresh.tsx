import { useEffect, useRef, useState } from 'react';
import { isAnyModalOpen } from 'shared-ui/modal-store';
import { useEngagementT } from './engagement-i18n';
import { isStandaloneDisplay } from './display-mode';

/** Spec 001 section 9: the indicator appears after 100 px of pull. */
export const PULL_INDICATOR_PX = 100;
/** Spec 001 section 9: the indicator is drawn at most 128 px down. */
export const PULL_MAX_PX = 128;
/** Spec 001 section 9: a pull of 250 px reloads the page (when let go). */
export const PULL_RELOAD_PX = 250;

export interface PullState {
  /** whether the indicator shows */
  visible: boolean;
  /** how far down it is drawn, in px */
  offset: number;
  /** letting go now reloads the page */
  armed: boolean;
}

/** What a downward pull of `distance` px at the top of the page shows. */
export function pullState(distance: number): PullState {
  const pulled = Math.max(0, distance);
  return {
    visible: pulled >= PULL_INDICATOR_PX,
    offset: Math.min(pulled, PULL_MAX_PX),
    armed: pulled >= PULL_RELOAD_PX,
  };
}

const REST: PullState = { visible: false, offset: 0, armed: false };

/**
 * Pull-to-refresh for the home-screen app (spec 001 section 2): a pull down that starts at the top of
 * the page shows the indicator after 100 px (drawn at most 128 px down), and reloads the page when let
 * go past 250 px. Not over a modal (its own content scrolls), and nothing at all in a browser tab.
 */
export function PullToRefresh({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useEngagementT();
  const [enabled] = useState(isStandaloneDisplay);
  const [state, setState] = useState<PullState>(REST);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let distance = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY =
        touch && event.touches.length === 1 && window.scrollY <= 0 && !isAnyModalOpen()
          ? touch.clientY
          : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      // A page that scrolled meanwhile is no pull.
      if (window.scrollY > 0) {
        startY = null;
        setState(REST);
        return;
      }
      distance = touch.clientY - startY;
      setState(pullState(distance));
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      const armed = pullState(distance).armed;
      setState(REST);
      if (armed) reloadRef.current();
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    // A touch the system took over (a call, a gesture) is no release: nothing reloads.
    const onCancel = () => {
      startY = null;
      setState(REST);
    };
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onCancel);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onCancel);
    };
  }, [enabled]);

  if (!enabled || !state.visible) return null;
  return (
    <div
      className="pull-to-refresh"
      data-armed={state.armed}
      style={{ transform: `translate(-50%, ${state.offset}px)` }}
    >
      <span className="pull-to-refresh__icon" aria-hidden="true">
        ↻
      </span>
      <span className="visually-hidden" role="status">
        {state.armed ? t('pullToRefresh.release') : t('pullToRefresh.pull')}
      </span>
    </div>
  );
}
