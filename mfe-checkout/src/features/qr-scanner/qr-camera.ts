import {
  cameraErrorCode,
  isFinalCameraError,
  NoCamerasError,
  StartTimeoutError,
  type CameraErrorCode,
  type CameraPermission,
} from './camera-errors';
import { loadHtml5Qrcode, type Html5QrcodeModule, type Html5QrcodeScanner } from './load-html5-qrcode';
import { QR_SCAN, scanRegion } from './scanner-config';

/** Spec 001 section 4: initializing, then ready or error; 'done' once a text was accepted. */
export type ScannerStatus = 'initializing' | 'ready' | 'error' | 'done';

export interface CameraChoice {
  id: string;
  label: string;
}

export interface QrCameraState {
  status: ScannerStatus;
  error: CameraErrorCode | null;
  /** our own permission dialog is open (before the browser's prompt) */
  askingPermission: boolean;
  cameras: readonly CameraChoice[];
  /** the running camera's flashlight; 'unsupported' when its track has no torch */
  torch: 'unsupported' | 'off' | 'on';
}

const INITIAL_STATE: QrCameraState = {
  status: 'initializing',
  error: null,
  askingPermission: false,
  cameras: [],
  torch: 'unsupported',
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The browser's camera permission, or 'unknown' where the Permissions API cannot tell. */
export async function readCameraPermission(): Promise<CameraPermission> {
  const permissions = (navigator as Partial<Navigator>).permissions;
  if (!permissions) return 'unknown';
  try {
    return (await permissions.query({ name: 'camera' as PermissionName })).state;
  } catch {
    return 'unknown';
  }
}

async function stopQuietly(scanner: Html5QrcodeScanner): Promise<void> {
  try {
    await scanner.stop();
  } catch {
    // it was not running
  }
}

/** `work`, or a StartTimeoutError after `ms`; what `work` gives after that goes to `late`. */
function withTimeout<T>(work: Promise<T>, ms: number, late: (value: T) => unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new StartTimeoutError(ms));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        if (timedOut) void late(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!timedOut) reject(error);
      },
    );
  });
}

function torchOf(scanner: Html5QrcodeScanner): QrCameraState['torch'] {
  try {
    const torch = scanner.getRunningTrackCameraCapabilities().torchFeature();
    if (!torch.isSupported()) return 'unsupported';
    return torch.value() ? 'on' : 'off';
  } catch {
    return 'unsupported';
  }
}

/**
 * html5-qrcode's per-frame decode failure ('No QR code found': 'QR code parse error, error =
 * NotFoundException…' from ZXing, or the native detector's 'No barcode or QR code detected.'):
 * every frame without a code gives one, so it is ignored silently (spec 000 section 8).
 */
const ignoreFrameWithoutCode = () => {};

/**
 * The camera and scanner behind one preview: the permission (ours first, then the browser's), the
 * start with its delay, time limit and retries, the decoded texts, the flashlight and the camera
 * switch. Plain TypeScript (a React component subscribes to it), so every step can be tested on its
 * own. Each start or stop begins a new "run": anything an older run was still waiting for is
 * dropped when it arrives.
 */
export class QrCamera {
  private state: QrCameraState = INITIAL_STATE;
  private readonly listeners = new Set<() => void>();
  private run = 0;
  private scanner: Html5QrcodeScanner | null = null;
  private decoding = false;

  constructor(
    private readonly elementId: string,
    /** a decoded text; resolves true when it was accepted, and the scanner then stops */
    private readonly onText: (text: string) => Promise<boolean>,
  ) {}

  readonly getState = (): QrCameraState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<QrCameraState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private isCurrent(run: number): boolean {
    return run === this.run;
  }

  /**
   * Starts over, also as the retry (spec 001 section 4): clears the error and reads the permission.
   * Granted starts the scanner, denied is an error, anything else opens our permission dialog.
   */
  readonly begin = async (): Promise<void> => {
    this.run += 1;
    const run = this.run;
    await this.stopScanner();
    this.set({ status: 'initializing', error: null, askingPermission: false, torch: 'unsupported' });
    const permission = await readCameraPermission();
    if (!this.isCurrent(run)) return;
    if (permission === 'granted') return this.start(run);
    if (permission === 'denied') return this.fail(run, 'blocked');
    this.set({ askingPermission: true });
  };

  /** Our dialog accepted: ask the browser for the camera, stop that test stream, then start. */
  readonly accept = async (): Promise<void> => {
    if (!this.state.askingPermission) return;
    const run = this.run;
    this.set({ askingPermission: false });
    const media = (navigator as Partial<Navigator>).mediaDevices;
    if (!media?.getUserMedia) return this.fail(run, 'accessDenied');
    try {
      const stream = await media.getUserMedia({ video: true, audio: false });
      for (const track of stream.getTracks()) track.stop();
    } catch (error) {
      return this.failWith(run, error);
    }
    if (this.isCurrent(run)) await this.start(run);
  };

  /** Our dialog cancelled: an error status ('No se pudo acceder a la cámara…'). */
  readonly cancel = (): void => {
    if (this.state.askingPermission) this.fail(this.run, 'accessDenied');
  };

  /** The next camera of the list (shown only with more than one). */
  readonly switchCamera = async (): Promise<void> => {
    const { status, cameras } = this.state;
    if (status !== 'ready' || cameras.length < 2 || !this.scanner) return;
    let current: string | undefined;
    try {
      current = this.scanner.getRunningTrackSettings().deviceId;
    } catch {
      current = undefined;
    }
    const next = cameras[(cameras.findIndex((camera) => camera.id === current) + 1) % cameras.length];
    if (!next) return;
    this.run += 1;
    const run = this.run;
    await this.stopScanner();
    await this.start(run, next.id, false);
  };

  /** Turns the flashlight on or off; false when the camera refused. */
  readonly toggleTorch = async (): Promise<boolean> => {
    const scanner = this.scanner;
    if (!scanner || this.state.torch === 'unsupported') return true;
    const on = this.state.torch === 'off';
    try {
      await scanner.getRunningTrackCameraCapabilities().torchFeature().apply(on);
    } catch {
      return false;
    }
    if (this.scanner === scanner) this.set({ torch: on ? 'on' : 'off' });
    return true;
  };

  /** Releases the camera (the preview is leaving the page). */
  readonly stop = (): void => {
    this.run += 1;
    void this.stopScanner();
  };

  private async stopScanner(): Promise<void> {
    const scanner = this.scanner;
    this.scanner = null;
    if (scanner) await stopQuietly(scanner);
  }

  /**
   * Spec 001 section 9: after the start delay, up to 3 attempts 1 s apart, each given 10 s; a
   * refused permission or a missing element is final at once.
   */
  private async start(run: number, cameraId?: string, delay = true): Promise<void> {
    this.set({ status: 'initializing', error: null, torch: 'unsupported' });
    if (delay) await wait(QR_SCAN.startDelayMs);
    let lastError: unknown = new NoCamerasError();
    for (let attempt = 1; attempt <= QR_SCAN.cameraAttempts; attempt += 1) {
      if (!this.isCurrent(run)) return;
      try {
        const library = await loadHtml5Qrcode();
        const scanner = await withTimeout(
          this.open(library, run, cameraId),
          QR_SCAN.startTimeoutMs,
          stopQuietly,
        );
        if (!this.isCurrent(run)) return stopQuietly(scanner);
        this.scanner = scanner;
        this.set({ status: 'ready', error: null, torch: torchOf(scanner) });
        return;
      } catch (error) {
        lastError = error;
        if (isFinalCameraError(error)) break;
      }
      if (attempt < QR_SCAN.cameraAttempts) await wait(QR_SCAN.cameraRetryDelayMs);
    }
    await this.failWith(run, lastError);
  }

  private async open(
    { Html5Qrcode, Html5QrcodeSupportedFormats }: Html5QrcodeModule,
    run: number,
    cameraId: string | undefined,
  ): Promise<Html5QrcodeScanner> {
    const cameras = await Html5Qrcode.getCameras();
    if (cameras.length === 0) throw new NoCamerasError();
    if (this.isCurrent(run)) this.set({ cameras: cameras.map(({ id, label }) => ({ id, label })) });
    const scanner = new Html5Qrcode(this.elementId, {
      verbose: false,
      formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    });
    await scanner.start(
      // The back camera where there is one; a chosen camera by its id.
      cameraId ?? { facingMode: 'environment' },
      { fps: QR_SCAN.fps, qrbox: scanRegion },
      (text) => void this.decoded(run, text),
      ignoreFrameWithoutCode,
    );
    return scanner;
  }

  /** One text at a time: the frames decoded while the last one is being answered are skipped. */
  private async decoded(run: number, text: string): Promise<void> {
    if (this.decoding || !this.isCurrent(run) || this.state.status !== 'ready') return;
    this.decoding = true;
    try {
      const accepted = await this.onText(text).catch(() => false);
      if (!accepted || !this.isCurrent(run)) return;
      this.run += 1;
      await this.stopScanner();
      this.set({ status: 'done', torch: 'unsupported' });
    } finally {
      this.decoding = false;
    }
  }

  private async failWith(run: number, error: unknown): Promise<void> {
    const permission = await readCameraPermission();
    this.fail(run, cameraErrorCode(error, permission));
  }

  private fail(run: number, error: CameraErrorCode): void {
    if (!this.isCurrent(run)) return;
    this.set({ status: 'error', error, askingPermission: false, torch: 'unsupported' });
  }
}
