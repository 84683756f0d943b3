// Placeholders shown while a screen's data loads. The shapes are decorative (aria-hidden); the
// container around them tells assistive technology that the region is busy and says 'Cargando…'.
import type { CSSProperties, ReactNode } from 'react';
import { useUiT } from '../ui-texts';
import './skeleton.css';

export type SkeletonShape = 'block' | 'line' | 'circle';

export interface SkeletonProps {
  /** block: an image or card area; line: one line of text; circle: an avatar or icon */
  shape?: SkeletonShape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

export function Skeleton({ shape = 'block', width, height, className }: SkeletonProps) {
  const classes = ['skeleton', `skeleton--${shape}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <span
      className={classes}
      data-testid="skeleton"
      aria-hidden="true"
      style={width !== undefined || height !== undefined ? { width, height } : undefined}
    />
  );
}

/** A paragraph's worth of lines; the last one is shorter, as text usually is. */
export function SkeletonText({
  lines = 3,
  lastLineWidth = '60%',
}: {
  lines?: number;
  lastLineWidth?: string;
}) {
  return (
    <span className="skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          shape="line"
          width={index === lines - 1 && lines > 1 ? lastLineWidth : undefined}
        />
      ))}
    </span>
  );
}

/** A card: an image area above a title and a few lines. */
export function SkeletonCard({ media = true, lines = 2 }: { media?: boolean; lines?: number }) {
  return (
    <span className="skeleton-card" aria-hidden="true">
      {media && <Skeleton shape="block" className="skeleton-card__media" />}
      <Skeleton shape="line" width="70%" className="skeleton-card__title" />
      <SkeletonText lines={lines} />
    </span>
  );
}

export interface SkeletonContainerProps {
  /** true while the content loads: aria-busy, and 'Cargando…' is announced */
  busy: boolean;
  /** what is loading, read instead of 'Cargando…' (e.g. 'Cargando sucursales') */
  label?: string;
  /** skeletons while busy, the content after */
  children: ReactNode;
  className?: string;
}

/**
 * The region that holds skeletons and then the content. Its status text is always in the page,
 * so the change from empty to 'Cargando…' is announced as a live region change.
 */
export function SkeletonContainer({ busy, label, children, className }: SkeletonContainerProps) {
  const { t } = useUiT();
  return (
    <div className={className} aria-busy={busy || undefined}>
      <span role="status" className="visually-hidden">
        {busy ? (label ?? t('skeleton.loading')) : ''}
      </span>
      {children}
    </div>
  );
}
