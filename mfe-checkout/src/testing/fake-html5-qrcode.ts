// A stand-in for html5-qrcode in component tests (jsdom has no camera): a test file mocks the module
// with this one, `jest.mock('html5-qrcode', () => jest.requireActual('…/testing/fake-html5-qrcode'))`,
// then drives the camera through `fakeCamera` and reads what the scanner asked of it.
import type { CameraDevice, Html5QrcodeCameraScanConfig, QrcodeSuccessCallback } from 'html5-qrcode';

type StartBehaviour = (scanner: Html5Qrcode) => Promise<void>;

/** The fake's knobs and records; `resetFakeCamera` before each test. */
export const fakeCamera = {
  /** what getCameras answers (or a function of the attempt, 1-based) */
  cameras: [{ id: 'cam-back', label: 'Cámara trasera' }] as
    CameraDevice[] | ((call: number) => CameraDevice[]),
  getCamerasCalls: 0,
  /** how a start ends: resolves by default */
  start: (async () => {}) as StartBehaviour,
  torchSupported: false,
  torchOn: false,
  torchApplied: [] as boolean[],
  instances: [] as Html5Qrcode[],
  /** the scanner running now, if any */
  running(): Html5Qrcode | undefined {
    return this.instances.find((scanner) => scanner.isScanning);
  },
};

export function resetFakeCamera(): void {
  fakeCamera.cameras = [{ id: 'cam-back', label: 'Cámara trasera' }];
  fakeCamera.getCamerasCalls = 0;
  fakeCamera.start = async () => {};
  fakeCamera.torchSupported = false;
  fakeCamera.torchOn = false;
  fakeCamera.torchApplied = [];
  fakeCamera.instances = [];
}

export const Html5QrcodeSupportedFormats = { QR_CODE: 0 } as const;

export class Html5Qrcode {
  static getCameras(): Promise<CameraDevice[]> {
    fakeCamera.getCamerasCalls += 1;
    const { cameras } = fakeCamera;
    return Promise.resolve(typeof cameras === 'function' ? cameras(fakeCamera.getCamerasCalls) : cameras);
  }

  isScanning = false;
  camera: string | MediaTrackConstraints | null = null;
  scanConfig: Html5QrcodeCameraScanConfig | undefined;
  onSuccess: QrcodeSuccessCallback | undefined;
  onFrameError: ((message: string) => void) | undefined;
  stops = 0;

  constructor(
    readonly elementId: string,
    readonly options?: unknown,
  ) {
    // as the real one: it throws a string
    if (!document.getElementById(elementId)) throw `HTML Element with id=${elementId} not found`;
    fakeCamera.instances.push(this);
  }

  async start(
    camera: string | MediaTrackConstraints,
    config: Html5QrcodeCameraScanConfig | undefined,
    onSuccess: QrcodeSuccessCallback | undefined,
    onFrameError: ((message: string) => void) | undefined,
  ): Promise<null> {
    this.camera = camera;
    this.scanConfig = config;
    this.onSuccess = onSuccess;
    this.onFrameError = onFrameError;
    await fakeCamera.start(this);
    this.isScanning = true;
    return null;
  }

  stop(): Promise<void> {
    if (!this.isScanning) throw 'Cannot stop, scanner is not running or paused.';
    this.isScanning = false;
    this.stops += 1;
    return Promise.resolve();
  }

  /** What the camera would decode: calls the scanner's success callback. */
  decode(text: string): void {
    this.onSuccess?.(text, { decodedText: text, result: { text } } as Parameters<QrcodeSuccessCallback>[1]);
  }

  getRunningTrackSettings(): MediaTrackSettings {
    return { deviceId: typeof this.camera === 'string' ? this.camera : 'cam-back' };
  }

  getRunningTrackCameraCapabilities() {
    return {
      torchFeature: () => ({
        isSupported: () => fakeCamera.torchSupported,
        value: () => fakeCamera.torchOn,
        apply: async (on: boolean) => {
          fakeCamera.torchApplied.push(on);
          fakeCamera.torchOn = on;
        },
      }),
    };
  }
}

/**
 * The browser's side of the camera in jsdom: the Permissions API's answer for 'camera' and
 * getUserMedia (a test stream whose tracks record their stop). Returns the fakes to change and read.
 */
export function installBrowserCamera({
  permission = 'prompt',
  getUserMedia,
}: {
  permission?: PermissionState;
  getUserMedia?: () => Promise<MediaStream>;
} = {}) {
  const track = { stop: jest.fn() };
  const browser = {
    permission,
    track,
    getUserMedia: jest.fn(
      getUserMedia ?? (async () => ({ getTracks: () => [track] }) as unknown as MediaStream),
    ),
  };
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state: browser.permission }) },
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: browser.getUserMedia },
  });
  return browser;
}
