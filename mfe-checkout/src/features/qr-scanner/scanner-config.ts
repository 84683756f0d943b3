/** The QR scan's constants (spec 001 section 9, 'QR scan'). */
export const QR_SCAN = {
  /** 1 scan per second */
  fps: 1,
  /** the scan region: this share of the preview's smaller side */
  regionRatio: 0.6,
  /** wait after the permission before the scanner starts */
  startDelayMs: 1000,
  /** a start that has not answered by then counts as failed */
  startTimeoutMs: 10_000,
  /** 3 camera attempts, 1 s apart */
  cameraAttempts: 3,
  cameraRetryDelayMs: 1000,
} as const;

/** html5-qrcode refuses a scan box under 50 px. */
const MIN_REGION_PX = 50;

/** The square scan region for a preview of this size (html5-qrcode's `qrbox` function). */
export function scanRegion(previewWidth: number, previewHeight: number): { width: number; height: number } {
  const smaller = Math.min(previewWidth, previewHeight);
  const side = Math.min(smaller, Math.max(MIN_REGION_PX, Math.floor(smaller * QR_SCAN.regionRatio)));
  return { width: side, height: side };
}
