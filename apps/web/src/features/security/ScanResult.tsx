import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { MESSAGES } from '@portal/domain';
import type { ScanVerdict } from './verifyGatepass';
import { formatDateTime } from '../../shell/dates';
import { classLabel, verdictMessage } from './formatVerdict';

interface ScanResultProps {
  verdict: ScanVerdict | null;
  /** True while a check is on its way to the server. */
  checking: boolean;
}

/**
 * The verdict of the last check. It is a live region, so a screen reader announces each
 * new verdict; the parent paints the page green or red behind it (white text).
 */
export default function ScanResult({ verdict, checking }: ScanResultProps) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={{ flex: 1, minWidth: 0 }}>
      {checking ? (
        <Typography variant="h6" component="p">
          Checking the gate pass…
        </Typography>
      ) : verdict ? (
        <VerdictDetails verdict={verdict} />
      ) : (
        <Typography component="p">
          Press SCAN, then hold the gate pass QR code in front of the camera, or type the pass ID below.
        </Typography>
      )}
    </Box>
  );
}

function VerdictDetails({ verdict }: { verdict: ScanVerdict }) {
  const message = verdictMessage(verdict);
  const heading = verdict.valid ? 'Valid Gatepass' : MESSAGES.invalidGatepass;
  const Icon = verdict.valid ? CheckCircleIcon : CancelIcon;
  const classOf = classLabel(verdict);
  return (
    <Stack spacing={1.5} data-testid="scan-verdict" data-valid={verdict.valid} data-reason={verdict.reason}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Icon fontSize="large" aria-hidden />
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
      </Stack>
      {verdict.name && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            src={verdict.photo ?? undefined}
            alt={verdict.photo ? `Photo of ${verdict.name}` : undefined}
            sx={{ width: 72, height: 72, bgcolor: 'rgba(0,0,0,0.35)', color: 'inherit', fontSize: 32 }}
          >
            {verdict.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {verdict.name}
            </Typography>
            {classOf && <Typography component="p">{classOf}</Typography>}
          </Box>
        </Stack>
      )}
      {verdict.time && <Typography component="p">Pass time: {formatDateTime(verdict.time)}</Typography>}
      {message !== heading && (
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {message}
        </Typography>
      )}
    </Stack>
  );
}
