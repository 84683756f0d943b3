import { useEffect } from 'react';
import type { Story } from 'shared-contracts/entities';
import { Modal } from 'shared-ui/modal';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useOrderingT } from '../../../i18n';
import { useRecordActivity } from '../../tracking/api/record-activity';

/** The stories sub-route home/{id}/{storeId}/stories/{index}: one story at a time, recorded when seen. */
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
  const navigate = useNavigate();
  const record = useRecordActivity();
  const index = Number(useParams().index);
  const story = Number.isInteger(index) ? stories[index] : undefined;
  const close = () => navigate(homePath);

  useEffect(() => {
    if (story) record(storeId, { path: 'record-story-view', storyId: story._id });
  }, [story, record, storeId]);

  if (!story) return null;
  const external = story.linkButton ? /^https?:\/\//.test(story.linkButton) : false;
  return (
    <Modal
      open
      onClose={close}
      id="ordering-story"
      className="story-viewer"
      title={story.name ?? t('home.storyN', { index: index + 1 })}
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
          {story.linkButton && story.nameButton ? (
            external ? (
              <a className="button" href={story.linkButton} target="_blank" rel="noreferrer">
                {story.nameButton}
              </a>
            ) : (
              <Link className="button" to={story.linkButton}>
                {story.nameButton}
              </Link>
            )
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
