import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useParams } from 'react-router';
import { MESSAGES, STATUS } from '@portal/domain';
import { usePublicConfig } from '../../shell/config';
import { formatDate, formatTime } from '../../shell/dates';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { GatepassQrDialog } from './GatepassQrDialog';
import { StatusChip } from '../../kit/requests/StatusChip';
import { useGatepassView } from './gatepassApi';

/**
 * /gatepass/view/{id}, public (docs/rules.md, "Gate passes"): the holder's name and photo, an
 * APPROVED badge (otherwise the status), date and time, and the QR dialog.
 */
export default function GatepassViewPage() {
  usePageTitle('Gate Pass');
  const { id = '' } = useParams();
  const view = useGatepassView(id);
  const config = usePublicConfig();
  const [qrOpen, setQrOpen] = useState(false);

  if (view.isPending) return <Loading label="Loading gate pass" />;
  if (view.isError)
    return (
      <Paper sx={{ p: 4, maxWidth: 480, mx: 'auto', textAlign: 'center' }}>
        <Typography component="h2" variant="h5" color="error">
          {MESSAGES.gatepassNotFound}
        </Typography>
      </Paper>
    );

  const pass = view.data;
  // The QR holds the absolute address; the server's PUBLIC_URL wins over this tab's origin.
  const base = (config.data?.publicUrl || window.location.origin).replace(/\/+$/, '');
  const url = `${base}/gatepass/view/${id}`;

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Avatar src={pass.photo ?? undefined} alt={pass.name} sx={{ width: 120, height: 120, fontSize: 48 }}>
          {pass.name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography component="h2" variant="h5">
          {pass.name}
        </Typography>
        {pass.status === STATUS.APPROVED ? (
          <Typography
            component="p"
            sx={{
              bgcolor: '#1b5e20',
              color: '#ffffff',
              px: 3,
              py: 1,
              borderRadius: 1,
              fontWeight: 700,
              letterSpacing: 2,
            }}
          >
            APPROVED
          </Typography>
        ) : (
          <StatusChip status={pass.status} />
        )}
        <Typography>
          <strong>Date:</strong> {formatDate(pass.time)}
        </Typography>
        <Typography>
          <strong>Time:</strong> {formatTime(pass.time)}
        </Typography>
        {pass.status !== STATUS.APPROVED && (
          <Alert severity="warning">This gate pass is not approved, so it will not be accepted at the gate.</Alert>
        )}
        <Button variant="contained" startIcon={<QrCode2Icon />} onClick={() => setQrOpen(true)}>
          Show QR code
        </Button>
      </Stack>
      <GatepassQrDialog url={url} open={qrOpen} onClose={() => setQrOpen(false)} />
    </Paper>
  );
}
