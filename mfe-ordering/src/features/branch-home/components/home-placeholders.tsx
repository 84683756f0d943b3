import { Skeleton } from 'shared-ui/skeleton';

/** As many story thumbnails as a phone shows across (the rest of the row is off the screen). */
const STORY_PLACEHOLDERS = 5;

/**
 * The banner slider's place while the banners are on their way (issue 30 item 2): its image area
 * (8:3) and its row of controls, so the stories and the menu below do not move when it comes.
 * Decorative: the screen's own 'Cargando…' is the menu's.
 */
export function BannerPlaceholder() {
  return (
    <div
      className="banner-slider banner-slider--placeholder"
      aria-hidden="true"
      data-testid="banner-placeholder"
    >
      <Skeleton className="banner-slider__viewport" />
      <div className="banner-slider__controls" />
    </div>
  );
}

/** The stories' row while they are on their way: round thumbnails and two lines of name each. */
export function StoriesPlaceholder() {
  return (
    <div className="home-section" aria-hidden="true" data-testid="stories-placeholder">
      <div className="stories-slider">
        {Array.from({ length: STORY_PLACEHOLDERS }, (_, index) => (
          <span key={index} className="story-thumb">
            <Skeleton shape="circle" className="story-thumb__image" />
            <span className="story-thumb__name">
              <Skeleton shape="line" />
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
