import { useEffect, useRef, useState } from 'react';
import type { Banner } from 'shared-contracts/entities';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useRecordActivity } from '../../tracking/api/record-activity';

/** Spec 000 section 9: the banner slider moves every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

/**
 * The branch's banners, one at a time. It advances every 3 s unless the customer paused it, is
 * pointing at it or moving through it with the keyboard, or asked the system for less motion.
 * Each banner shown is recorded once (record-banner-view).
 */
export function BannerSlider({ banners, storeId }: { banners: Banner[]; storeId: string }) {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const record = useRecordActivity();
  const seen = useRef(new Set<string>());
  const count = banners.length;
  const current = banners[Math.min(index, count - 1)];
  const playing = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  useEffect(() => {
    if (!current || seen.current.has(current._id)) return;
    seen.current.add(current._id);
    record(storeId, {
      path: 'record-banner-view',
      bannerId: current._id,
      bannerName: current.name ?? null,
      publicDestinated: current.publicDestinated?.value ?? null,
    });
  }, [current, record, storeId]);

  if (!current) return null;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section
      className="banner-slider"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="banner-slider__viewport" aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <div
            key={banner._id}
            role="group"
            aria-roledescription={t('home.slide')}
            aria-label={t('home.slideOf', { index: i + 1, count })}
            className="banner-slider__slide"
            hidden={i !== index}
          >
            <img src={banner.image} alt={brandText(banner.name ?? '')} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="banner-slider__controls">
          <button
            type="button"
            className="banner-slider__button"
            aria-label={paused ? t('home.play') : t('home.pause')}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? '▶' : '❚❚'}
          </button>
          <button
            type="button"
            className="banner-slider__button"
            aria-label={t('home.previous')}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <div className="banner-slider__dots">
            {banners.map((banner, i) => (
              <button
                key={banner._id}
                type="button"
                className="banner-slider__dot"
                aria-label={t('home.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-slider__button"
            aria-label={t('home.next')}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
