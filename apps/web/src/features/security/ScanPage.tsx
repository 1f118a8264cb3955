import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import CameraPanel from './CameraPanel';
import ManualEntry from './ManualEntry';
import ScanResult from './ScanResult';
import { VERDICT_BACKGROUND, VERDICT_TEXT } from './scanColours';
import { verifyGatepass } from './verifyGatepass';

/**
 * A code in view is read every scan delay. A read counts as a new sighting when the
 * code changed or nothing was read for this long, so a pass held still in front of an
 * unarmed camera warns once rather than every 300 ms.
 */
const NEW_SIGHTING_GAP_MS = 1500;

/**
 * The security guard's screen (docs/rules.md, "Gate passes"): SCAN arms the scanner
 * for exactly one pass; a code read while unarmed only warns. The verdict paints the
 * page green or red and shows who the pass belongs to. A pass id or link can also be
 * typed by hand.
 */
export default function ScanPage() {
  usePageTitle('Scan a gate pass');
  const [armed, setArmedState] = useState(false);
  // The camera callback reads the armed state through a ref: it must see a press at once,
  // and disarm synchronously so two reads 300 ms apart cannot both check the pass.
  const armedRef = useRef(false);
  const setArmed = useCallback((value: boolean) => {
    armedRef.current = value;
    setArmedState(value);
  }, []);

  // A refused pass is a verdict (200); a failed call (network, 5xx) says why in the usual error toast.
  const verification = useMutation({
    mutationFn: verifyGatepass,
    onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
  });
  const check = verification.mutate;

  const lastSighting = useRef<{ code: string; at: number } | null>(null);
  const handleCode = useCallback(
    (code: string) => {
      const now = performance.now();
      const last = lastSighting.current;
      const isNewSighting = !last || last.code !== code || now - last.at > NEW_SIGHTING_GAP_MS;
      lastSighting.current = { code, at: now };

      if (!armedRef.current) {
        if (isNewSighting) notify.warning(MESSAGES.turnOnScanning, { preventDuplicate: true });
        return;
      }
      // One press of SCAN checks one pass; the guard presses again for the next.
      setArmed(false);
      check(code);
    },
    [check, setArmed],
  );

  const verdict = verification.isPending ? null : (verification.data ?? null);
  const verdictColour = verdict ? VERDICT_BACKGROUND[verdict.valid ? 'valid' : 'invalid'] : undefined;

  return (
    <Box
      component="section"
      aria-label="Gate pass scanner"
      data-testid="scan-screen"
      data-verdict={verdict ? (verdict.valid ? 'valid' : 'invalid') : 'none'}
      sx={{
        bgcolor: verdictColour ?? 'transparent',
        color: verdictColour ? VERDICT_TEXT : 'text.primary',
        borderRadius: 2,
        p: { xs: 1.5, sm: 3 },
        minHeight: { md: 'calc(100vh - 120px)' },
        transition: 'background-color 150ms',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
        <Paper sx={{ p: 2, width: '100%', maxWidth: { md: 420 }, flexShrink: 0 }}>
          <Stack spacing={2}>
            <CameraPanel armed={armed} onArm={() => setArmed(true)} onCode={handleCode} />
            <ManualEntry disabled={verification.isPending} onSubmit={check} />
          </Stack>
        </Paper>
        <ScanResult verdict={verdict} checking={verification.isPending} />
      </Stack>
    </Box>
  );
}
