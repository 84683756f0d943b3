import { useRef } from 'react';
import type { Category } from 'shared-contracts/entities';
import { menuPath } from 'shared-contracts/routes';
import { Link } from 'react-router-dom';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { isHiddenCategory, preferenceTag } from '../../menu/lib/menu-sections';

/** Spec 000 section 9: the carousel arrows scroll about 200 to 220 px. */
export const CAROUSEL_SCROLL_PX = 210;

/** A category opens the menu with ?categoria={id}; a preference with ?preferencia={tag}. */
export function categoryLink(localId: string, storeId: string, category: Category): string {
  const query =
    category.type === 'preferences'
      ? `preferencia=${encodeURIComponent(preferenceTag(category))}`
      : `categoria=${encodeURIComponent(category.id)}`;
  return `${menuPath(localId, storeId)}?${query}`;
}

export function CategoryCarousel({
  categories,
  localId,
  storeId,
}: {
  categories: Category[];
  localId: string;
  storeId: string;
}) {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const list = useRef<HTMLUListElement>(null);
  const shown = categories.filter((c) => !isHiddenCategory(c));
  if (shown.length === 0) return null;
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_PX, behavior: 'smooth' });
  return (
    <section className="home-section" aria-labelledby="categories-title">
      <div className="home-section__head">
        <h2 id="categories-title" className="home-section__title">
          {t('home.categories')}
        </h2>
        <div className="carousel-arrows">
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t('home.scrollBack')}
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="carousel-arrow"
            aria-label={t('home.scrollForward')}
            onClick={() => scroll(1)}
          >
            ›
          </button>
        </div>
      </div>
      <ul ref={list} className="category-carousel">
        {shown.map((category) => (
          <li key={category.id}>
            <Link className="category-chip" to={categoryLink(localId, storeId, category)}>
              {category.image ? <img src={category.image} alt="" /> : null}
              <span>{brandText(category.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
