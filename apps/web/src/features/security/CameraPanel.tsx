import { useCallback, useState } from 'react';
import { Scanner, type IDetectedBarcode, type IScannerError } from '@yudiel/react-qr-scanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { MESSAGES, QR_SCAN_DELAY_MS } from '@portal/domain';
import { useAfterFirstPaint } from '../../shell/useAfterFirstPaint';
import './zxingWasm';

interface CameraPanelProps {
  armed: boolean;
  onArm: () => void;
  /** Every code the camera reads, every scan delay while it stays in view. */
  onCode: (code: string) => void;
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
 * The camera view, the SCAN button that arms it, and what to do when the camera fails. The view's
 * square is kept whatever happens (a camera problem shows inside it), so nothing below it moves
 * when the camera starts or fails; the camera starts once the rest of the screen is on show.
 */
export default function CameraPanel({ armed, onArm, onCode }: CameraPanelProps) {
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const painted = useAfterFirstPaint();

  const handleScan = useCallback(
    (codes: IDetectedBarcode[]) => {
      const code = codes[0]?.rawValue.trim();
      if (code) onCode(code);
    },
    [onCode],
  );

  const handleError = useCallback(
    (error: IScannerError) => {
      // The guard sees a short message; the details help whoever fixes the camera.
      console.warn('The camera failed:', error.kind, error.message);
      const message =
        error.kind === 'permission-denied'
          ? MESSAGES.allowPermission
          : error.kind === 'no-camera'
            ? 'No camera found. Type the gate pass ID below.'
            : 'The camera could not start. Type the gate pass ID below.';
      // The alert in place of the camera says it; a toast would repeat it over the top bar.
      setCameraProblem(message);
    },
    [],
  );

  return (
    <Box>
      <Box
        sx={{
          width: '100%',
          maxWidth: 360,
          mx: 'auto',
          mb: 2,
          aspectRatio: '1',
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {cameraProblem ? (
          <Alert severity="error" sx={{ width: '100%', mx: 1 }}>
            {cameraProblem}
          </Alert>
        ) : painted ? (
          <Scanner
            onScan={handleScan}
            onError={handleError}
            constraints={CAMERA_CONSTRAINTS}
            formats={['qr_code']}
            // The same pass may stay in view: it must be read again once the guard re-arms.
            allowMultiple
            scanDelay={QR_SCAN_DELAY_MS}
            sound={false}
            components={{ finder: true, torch: false, onOff: false, zoom: false }}
            styles={{ container: { width: '100%', height: '100%' }, video: { objectFit: 'cover' } }}
          />
        ) : null}
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<QrCodeScannerIcon />}
        onClick={onArm}
        aria-pressed={armed}
        disabled={Boolean(cameraProblem)}
      >
        Scan
      </Button>
      <Typography variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
        {armed ? 'Scanning is on: show the QR code to the camera.' : 'Scanning is off.'}
      </Typography>
    </Box>
  );
}
