import type { Story } from 'shared-contracts/entities';
import { Link } from 'react-router-dom';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';

/** Round story thumbnails; each opens home/{id}/{storeId}/stories/{index}. */
export function StoriesSlider({ stories, homePath }: { stories: Story[]; homePath: string }) {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  if (stories.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="stories-title">
      <h2 id="stories-title" className="visually-hidden">
        {t('home.stories')}
      </h2>
      <ul className="stories-slider">
        {stories.map((story, index) => (
          <li key={story._id}>
            <Link className="story-thumb" to={`${homePath}/stories/${index}`}>
              <img src={story.image} alt="" />
              <span className="story-thumb__name">
                {story.name ? brandText(story.name) : t('home.storyN', { index: index + 1 })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
