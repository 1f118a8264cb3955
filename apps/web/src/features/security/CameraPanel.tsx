import { lazy, Suspense, useCallback, useState } from 'react';
import type { IDetectedBarcode, IScannerError } from '@yudiel/react-qr-scanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { MESSAGES } from '@portal/domain';
import { useAfterFirstPaint } from '../../shell/useAfterFirstPaint';

const CameraView = lazy(() => import('./CameraView'));

interface CameraPanelProps {
  armed: boolean;
  onArm: () => void;
  /** Every code the camera reads, every scan delay while it stays in view. */
  onCode: (code: string) => void;
}

/**
 * The camera view, the SCAN button that arms it, and what to do when the camera fails. The view's
 * square is kept whatever happens (a camera problem shows inside it), so nothing below it moves
 * when the camera starts or fails; the camera and its decoder load and start once the rest of the
 * screen is on show.
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

  const handleError = useCallback((error: IScannerError) => {
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
  }, []);

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
          <Suspense fallback={null}>
            <CameraView onScan={handleScan} onError={handleError} />
          </Suspense>
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
