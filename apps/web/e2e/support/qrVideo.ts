import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

// Small on purpose: the page decodes every frame it is shown, and a busy machine runs other tests
// beside it; a QR code of some 40 modules still gets five pixels each.
const WIDTH = 320;
const HEIGHT = 240;
const FRAMES = 3;
/** The blank margin a QR code needs around it, in modules (the standard asks for 4). */
const QUIET_ZONE = 4;
const WHITE = 235;
const BLACK = 16;
/** No colour: the U and V planes at their midpoint give a grey-scale picture. */
const NEUTRAL_CHROMA = 128;

/**
 * Writes a short YUV4MPEG2 video showing `text` as a QR code, for Chromium's fake camera
 * (--use-file-for-fake-video-capture), which plays it in a loop.
 */
export function writeQrVideo(text: string, file: string): void {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const modulesAcross = size + 2 * QUIET_ZONE;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / modulesAcross);
  const left = Math.floor((WIDTH - modulesAcross * scale) / 2) + QUIET_ZONE * scale;
  const top = Math.floor((HEIGHT - modulesAcross * scale) / 2) + QUIET_ZONE * scale;

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!data[row * size + column]) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL_CHROMA);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
