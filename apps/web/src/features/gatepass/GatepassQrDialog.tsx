import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';

/**
 * 'SCAN TO CONFIRM' (docs/rules.md, "Gate passes"): the QR code holds the absolute URL of the pass's
 * public view, which the security screen verifies. Drawn dark on white in both themes
 * so scanners read it.
 */
export function GatepassQrDialog({ url, open, onClose }: { url: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="qr-title">
      <DialogTitle id="qr-title" sx={{ textAlign: 'center' }}>
        SCAN TO CONFIRM
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Box sx={{ bgcolor: '#ffffff', p: 2, borderRadius: 1 }}>
          <QRCodeSVG value={url} size={240} marginSize={2} title="QR code of this gate pass" role="img" />
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
          {url}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
