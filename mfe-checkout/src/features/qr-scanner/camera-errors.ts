/**
 * Why the camera cannot be used (spec 000 section 8 and spec 001 section 8, 'Camera' and 'Scanner
 * errors'); each code has its Spanish text under `qrScanner.errors` in the locales.
 */
export type CameraErrorCode =
  /** the customer cancelled our permission dialog, or the browser offers no camera API */
  | 'accessDenied'
  /** the browser's permission for this site is 'denied' */
  | 'blocked'
  /** the browser's prompt was dismissed, or the permission went away while starting */
  | 'permissionNotGranted'
  | 'cameraNotFound'
  | 'startFailed'
  /** every attempt found no camera at all */
  | 'noCameras'
  /** the element the preview is drawn into is not on the page */
  | 'videoElementNotFound';

/** The browser's camera permission; 'unknown' where it cannot be asked (no Permissions API). */
export type CameraPermission = PermissionState | 'unknown';

/** Every attempt found an empty camera list. */
export class NoCamerasError extends Error {
  constructor() {
    super('No cameras found');
    this.name = 'NoCamerasError';
  }
}

/** The scanner did not start within its time limit. */
export class StartTimeoutError extends Error {
  constructor(ms: number) {
    super(`The camera did not start within ${ms} ms`);
    this.name = 'StartTimeoutError';
  }
}

/**
 * The error as text: a DOMException from getUserMedia ('NotAllowedError: Permission denied'), or
 * the strings html5-qrcode rejects with ('Error getting userMedia, error = NotReadableError: …',
 * 'HTML Element with id=… not found').
 */
function describe(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return `${error.name}: ${error.message}`;
  return String(error);
}

const NOT_ALLOWED = /NotAllowedError|PermissionDeniedError|SecurityError|Permission denied/i;
const NOT_FOUND = /NotFoundError|DevicesNotFoundError|OverconstrainedError|Requested device not found/i;
const ELEMENT_MISSING = /HTML Element with id=.* not found/i;

/** The browser refused the camera: worth no retry, the answer will not change by itself. */
const isPermissionError = (error: unknown) => NOT_ALLOWED.test(describe(error));

/** An error that no retry can mend (the permission, a missing element). */
export const isFinalCameraError = (error: unknown) =>
  isPermissionError(error) || ELEMENT_MISSING.test(describe(error));

/**
 * The message for a failure to get or start the camera. `permission` is the browser's camera
 * permission read after the failure: a refusal with 'denied' is a block the customer lifts in the
 * browser's settings; any other refusal (a dismissed prompt) can simply be asked again.
 */
export function cameraErrorCode(error: unknown, permission: CameraPermission): CameraErrorCode {
  if (error instanceof NoCamerasError) return 'noCameras';
  const text = describe(error);
  if (ELEMENT_MISSING.test(text)) return 'videoElementNotFound';
  if (NOT_ALLOWED.test(text)) return permission === 'denied' ? 'blocked' : 'permissionNotGranted';
  if (NOT_FOUND.test(text)) return 'cameraNotFound';
  return 'startFailed';
}
