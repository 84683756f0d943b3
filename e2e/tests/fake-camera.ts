// A camera for Chromium that films a QR code: a YUV4MPEG2 (.y4m) video of the code, played by
// `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>` as the only camera.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 3;
/** Y (luma) of a dark module and of paper, in the video range */
const BLACK = 16;
const WHITE = 235;
/** The code's side on the frame, quiet zone not counted: well inside the scan region (60% of 480 px). */
const CODE_SIDE = 220;

/** One 4:2:0 frame: the code centred on white (the whole frame is its quiet zone), no colour. */
function qrFrame(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const moduleSize = Math.floor(CODE_SIDE / modules.size);
  const side = moduleSize * modules.size;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < moduleSize; y += 1) {
        const start = (top + row * moduleSize + y) * WIDTH + left + column * moduleSize;
        luma.fill(BLACK, start, start + moduleSize);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/** Writes (once per text) a .y4m video of the QR code of `text`; answers its path. */
export function qrVideo(text: string): string {
  const name = createHash('sha256').update(`${WIDTH}x${HEIGHT}:${text}`).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), 'e2e-fake-camera', `${name}.y4m`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const frame = qrFrame(text);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  // Written aside and renamed: a test file is loaded by more than one process at once.
  const partial = `${file}.${process.pid}.part`;
  fs.writeFileSync(partial, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  fs.renameSync(partial, file);
  return file;
}

/**
 * Chromium's launch options with a fake camera filming the QR code of `text`. Without
 * `--use-fake-ui-for-media-stream`: that flag makes the camera permission read 'granted' from the
 * start, and the scanner (rightly) never shows its own dialog; a test answers the browser's prompt
 * with `context.grantPermissions(['camera'])` instead. The full browser: the headless shell the other
 * specs run in (ADR 056) does not start the fake camera.
 */
export function launchWithQrCamera(text: string) {
  return {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(text)}`,
    ],
  };
}
