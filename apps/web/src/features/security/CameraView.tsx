import { Scanner, type IDetectedBarcode, type IScannerError } from '@yudiel/react-qr-scanner';
import { QR_SCAN_DELAY_MS } from '@portal/domain';
import './zxingWasm';

interface CameraViewProps {
  onScan: (codes: IDetectedBarcode[]) => void;
  onError: (error: IScannerError) => void;
}

/**
 * Prefer the back camera on a phone. The library's default asks for at least 640 px of
 * height, which a plain 480p webcam cannot give; a QR code reads fine at that size.
 */
const CAMERA_CONSTRAINTS: MediaTrackConstraints = {
  facingMode: 'environment',
  width: { ideal: 1280 },
  height: { ideal: 720 },
};

/**
 * The camera's picture and the QR decoder. A module of its own, loaded once the scan screen is on
 * show: the decoder and the camera's library are most of the screen's code, and neither is needed
 * to draw it (docs/benchmarks.md, "The first page").
 */
export default function CameraView({ onScan, onError }: CameraViewProps) {
  return (
    <Scanner
      onScan={onScan}
      onError={onError}
      constraints={CAMERA_CONSTRAINTS}
      formats={['qr_code']}
      // The same pass may stay in view: it must be read again once the guard re-arms.
      allowMultiple
      scanDelay={QR_SCAN_DELAY_MS}
      sound={false}
      components={{ finder: true, torch: false, onOff: false, zoom: false }}
      styles={{ container: { width: '100%', height: '100%' }, video: { objectFit: 'cover' } }}
    />
  );
}
