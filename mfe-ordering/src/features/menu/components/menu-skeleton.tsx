import { Skeleton, SkeletonContainer } from 'shared-ui/skeleton';
import { useOrderingT } from '../../../i18n';

/** Spec 000 section 9: 3 sections, each with 4 product rows (or 5 slider cards). */
export const SKELETON_SECTIONS = 3;
export const SKELETON_ROWS = 4;
export const SKELETON_CARDS = 5;

export function MenuSkeleton({ variant = 'list' }: { variant?: 'list' | 'slider' }) {
  const { t } = useOrderingT();
  const count = variant === 'slider' ? SKELETON_CARDS : SKELETON_ROWS;
  return (
    <SkeletonContainer busy label={t('menu.loading')} className="menu-skeleton">
      {Array.from({ length: SKELETON_SECTIONS }, (_, section) => (
        <div key={section} className="menu-skeleton__section" data-testid="menu-skeleton-section">
          <Skeleton shape="line" width="40%" />
          <div className={variant === 'slider' ? 'menu-skeleton__cards' : 'menu-skeleton__rows'}>
            {Array.from({ length: count }, (_, row) => (
              <Skeleton key={row} height={variant === 'slider' ? 180 : 96} />
            ))}
          </div>
        </div>
      ))}
    </SkeletonContainer>
  );
}
