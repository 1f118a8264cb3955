import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { lazyPage, type Feature } from '../../shell/feature';

const Scan = lazyPage(() => import('./ScanPage'));

/** Security's one screen: scanning gate passes at the gate. */
export const securityFeature: Feature = {
  routes: { security: [{ path: '/', element: <Scan /> }] },
  drawer: { security: [{ label: 'Scan Gate Pass', to: '/', icon: <QrCodeScannerIcon />, place: 10 }] },
  homes: { security: Scan },
};
