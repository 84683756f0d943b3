import { useEffect } from 'react';
import type { Story } from 'shared-contracts/entities';
import { Modal } from 'shared-ui/modal';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { resolveContentLink } from '../../../lib/in-app-links';
import { useRecordActivity } from '../../tracking/api/record-activity';

/**
 * The stories sub-route home/{id}/{storeId}/stories/{index}: one story at a time, recorded when
 * seen. Its button is offered only when its link leads somewhere the app can show.
 */
export function StoryViewer({
  stories,
  homePath,
  storeId,
}: {
  stories: Story[];
  homePath: string;
  storeId: string;
}) {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const navigate = useNavigate();
  const record = useRecordActivity();
  const index = Number(useParams().index);
  const story = Number.isInteger(index) ? stories[index] : undefined;
  const close = () => navigate(homePath);

  useEffect(() => {
    if (story) record(storeId, { path: 'record-story-view', storyId: story._id });
  }, [story, record, storeId]);

  if (!story) return null;
  const link = story.nameButton ? resolveContentLink(story.linkButton, window.location.origin) : null;
  return (
    <Modal
      open
      onClose={close}
      id="ordering-story"
      className="story-viewer"
      title={story.name ? brandText(story.name) : t('home.storyN', { index: index + 1 })}
      description={t('home.slideOf', { index: index + 1, count: stories.length })}
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            disabled={index === 0}
            onClick={() => navigate(`${homePath}/stories/${index - 1}`, { replace: true })}
          >
            {t('home.previousStory')}
          </button>
          {link?.kind === 'external' ? (
            <a className="button" href={link.href} target="_blank" rel="noreferrer">
              {brandText(story.nameButton ?? '')}
            </a>
          ) : link?.kind === 'internal' ? (
            <Link className="button" to={link.to}>
              {brandText(story.nameButton ?? '')}
            </Link>
          ) : null}
          <button
            type="button"
            className="button"
            onClick={() =>
              index + 1 < stories.length
                ? navigate(`${homePath}/stories/${index + 1}`, { replace: true })
                : close()
            }
          >
            {index + 1 < stories.length ? t('home.nextStory') : t('home.closeStories')}
          </button>
        </>
      }
    >
      <img className="story-viewer__image" src={story.image} alt="" />
    </Modal>
  );
}
