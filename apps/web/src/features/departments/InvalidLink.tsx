import Alert from '@mui/material/Alert';
import { MESSAGES } from '@portal/domain';
import { usePageTitle } from '../../shell/pageTitle';

/** A department or class link that names no department or semester. */
export function InvalidLink() {
  usePageTitle(MESSAGES.invalidLinkLong);
  return (
    <Alert severity="error" sx={{ maxWidth: 560 }}>
      {MESSAGES.invalidLinkLong}
    </Alert>
  );
}
