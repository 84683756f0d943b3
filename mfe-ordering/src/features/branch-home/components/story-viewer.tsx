import './story-viewer.css';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { Story } from 'shared-contracts/entities';
import { Modal } from 'shared-ui/modal';
import { modalStore } from 'shared-ui/modal-store';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { resolveContentLink } from '../../../lib/in-app-links';
import { useRecordActivity, type ActivityCall } from '../../tracking/api/record-activity';

/** Spec 001 section 9: a story moves on by itself after 5000 ms. */
export const STORY_ADVANCE_MS = 5000;
/**
 * A press on the story this long or longer is a hold (it paused the story to read it): letting go
 * does not move to another story. A shorter press is a tap on a half.
 */
export const STORY_HOLD_MS = 500;
/** The viewer's name in the page's modal store (its `currentModalId`). */
export const STORY_MODAL_ID = 'ordering-story';

/**
 * The story the address names: stories/{index} (0-based) or stories/{storyId} (spec 001 section 2
 * has both forms). -1 when it names none of these stories.
 */
export function resolveStoryIndex(param: string | undefined, stories: readonly Story[]): number {
  if (param === undefined) return -1;
  if (/^\d+$/.test(param)) {
    const index = Number(param);
    return index < stories.length ? index : -1;
  }
  return stories.findIndex((story) => story._id === param);
}

/** The view tracking call (spec 001 section 7): the story as the brand wrote it, not as translated. */
export function storyViewCall(story: Story): ActivityCall {
  return {
    path: 'record-story-view',
    storyId: story._id,
    storyName: story.name ?? null,
    publicDestinated: story.publicDestinated?.value ?? null,
    nameButton: story.nameButton ?? null,
    linkButton: story.linkButton ?? null,
  };
}

/**
 * Calls `onDone` once the story `key` has been shown for STORY_ADVANCE_MS of unpaused time: a
 * pause keeps what was left, a new key starts over. Answers the milliseconds left when the timer
 * last started or stopped (what the progress bar draws from).
 */
function useAutoAdvance(key: string, paused: boolean, onDone: () => void): number {
  const remaining = useRef(STORY_ADVANCE_MS);
  const shownKey = useRef(key);
  const done = useRef(onDone);
  done.current = onDone;
  const [left, setLeft] = useState(STORY_ADVANCE_MS);
  useEffect(() => {
    if (shownKey.current !== key) {
      shownKey.current = key;
      remaining.current = STORY_ADVANCE_MS;
    }
    setLeft(remaining.current);
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => {
      remaining.current = 0;
      done.current();
    }, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [key, paused]);
  return left;
}

/** True while the browser tab is hidden (another tab, the phone locked). */
function useDocumentHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const onChange = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}

/**
 * The stories viewer at home/{id}/{storeId}/stories/{index} (spec 001 section 2): full-screen slides
 * that move on every 5000 ms, a progress bar per story (the current one filling), the left and right
 * halves to go back and forward, the close button, and the story's optional button (a path of this
 * site navigates in-app, another site opens a new tab; a link the app cannot show is not offered).
 * It leaves for the branch home when there are no stories, when the address names none, and after
 * the last. A story is paused while pressed, while the tab is hidden, while another modal covers it,
 * and with its pause button (WCAG 2.2.2); the arrow keys move, Escape closes, and each move is
 * announced ("Historia 2 de 4"). Each story shown is recorded once per opening.
 *
 * `stories` is undefined while they load (the viewer waits), [] when there are none or they failed.
 */
export function StoryViewer({
  stories,
  homePath,
  storeId,
}: {
  stories: Story[] | undefined;
  homePath: string;
  storeId: string;
}) {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const navigate = useNavigate();
  const record = useRecordActivity();
  const param = useParams().index;
  const newTabId = useId();
  const index = stories ? resolveStoryIndex(param, stories) : -1;
  const story = stories?.[index];
  const count = stories?.length ?? 0;

  const leave = useCallback(() => navigate(homePath, { replace: true }), [navigate, homePath]);
  useEffect(() => {
    if (stories && !story) leave();
  }, [stories, story, leave]);

  // Going back from the first story starts it again.
  const [restarts, setRestarts] = useState(0);
  const goTo = useCallback(
    (next: number) => {
      if (next >= count) leave();
      else if (next < 0) setRestarts((n) => n + 1);
      else navigate(`${homePath}/stories/${next}`, { replace: true });
    },
    [count, leave, navigate, homePath],
  );

  const onScreen = useStore(modalStore, (state) => state.currentModalId === STORY_MODAL_ID);
  const hidden = useDocumentHidden();
  const [held, setHeld] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const paused = !onScreen || hidden || held || userPaused;
  const storyKey = `${index}:${restarts}`;
  const left = useAutoAdvance(storyKey, paused || !story, () => goTo(index + 1));

  const recorded = useRef(new Set<string>());
  useEffect(() => {
    if (!story || !onScreen || recorded.current.has(story._id)) return;
    recorded.current.add(story._id);
    record(storeId, storyViewCall(story));
  }, [story, onScreen, record, storeId]);

  // Arrow keys move while the viewer is the modal on top. The listener is swapped in the commit that shows
  // the next story (a layout effect), not after the paint: a key pressed as soon as that story shows reached
  // the listener of the story before (ArrowLeft on the second story went to the first's index minus one,
  // which only restarts, and the second stayed on screen; e2e stories.spec.ts, keyboard).
  useLayoutEffect(() => {
    if (!onScreen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') goTo(index + 1);
      else if (event.key === 'ArrowLeft') goTo(index - 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onScreen, goTo, index]);

  // When the press that ended in a click began (null: a keyboard click).
  const pressedAt = useRef<number | null>(null);
  const press = () => {
    pressedAt.current = Date.now();
    setHeld(true);
  };
  const release = () => setHeld(false);
  const tap = (next: number) => {
    const started = pressedAt.current;
    pressedAt.current = null;
    if (started !== null && Date.now() - started >= STORY_HOLD_MS) return;
    goTo(next);
  };

  if (!stories || !story) return null;
  const title = story.name ? brandText(story.name) : t('home.storyN', { index: index + 1 });
  const link = story.nameButton ? resolveContentLink(story.linkButton, window.location.origin) : null;
  // The current bar: still where it stopped while paused (no animation left running), else filling
  // from there over the time left.
  const filled = 1 - left / STORY_ADVANCE_MS;
  const fillStyle = (
    paused ? { transform: `scaleX(${filled})` } : { '--story-from': filled, '--story-left-ms': `${left}ms` }
  ) as CSSProperties;
  return (
    <Modal
      open
      onClose={leave}
      id={STORY_MODAL_ID}
      className="story-viewer"
      closeOnOverlayClick={false}
      title={title}
      description={<span role="status">{t('home.storyPosition', { index: index + 1, count })}</span>}
      footer={
        <>
          <button
            type="button"
            className="story-viewer__pause"
            aria-label={userPaused ? t('home.playStories') : t('home.pauseStories')}
            onClick={() => setUserPaused((value) => !value)}
          >
            <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
          </button>
          {link?.kind === 'external' ? (
            <a
              className="button story-viewer__action"
              href={link.href}
              target="_blank"
              rel="noreferrer"
              aria-describedby={newTabId}
            >
              {brandText(story.nameButton ?? '')}
              <span id={newTabId} hidden>
                {t('home.opensNewTab')}
              </span>
            </a>
          ) : link?.kind === 'internal' ? (
            <Link className="button story-viewer__action" to={link.to}>
              {brandText(story.nameButton ?? '')}
            </Link>
          ) : null}
        </>
      }
    >
      <div className="story-viewer__progress" aria-hidden="true">
        {stories.map((item, i) => (
          <span
            key={item._id}
            className="story-viewer__bar"
            data-state={i < index ? 'seen' : i === index ? 'current' : 'next'}
          >
            {i === index ? (
              <span
                key={`${storyKey}:${left}`}
                className="story-viewer__fill"
                data-state={paused ? 'paused' : 'playing'}
                style={fillStyle}
              />
            ) : null}
          </span>
        ))}
      </div>
      <div
        className="story-viewer__slide"
        onPointerDown={press}
        onPointerUp={release}
        onPointerCancel={release}
        onPointerLeave={release}
        onContextMenu={(event) => event.preventDefault()}
      >
        <img className="story-viewer__image" src={story.image} alt="" draggable={false} />
        <button
          type="button"
          className="story-viewer__tap story-viewer__tap--previous"
          aria-label={t('home.previousStory')}
          onClick={() => tap(index - 1)}
        />
        <button
          type="button"
          className="story-viewer__tap story-viewer__tap--next"
          aria-label={t('home.nextStory')}
          onClick={() => tap(index + 1)}
        />
      </div>
    </Modal>
  );
}
