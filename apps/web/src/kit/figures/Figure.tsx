import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * One figure of a summary (an exam's average, today's payments): its label, the value large, and a
 * line of detail; the label may lead to the screen the figure comes from.
 */
export function Figure({
  label,
  value,
  detail,
  to,
}: {
  label: string;
  value: string | number;
  detail?: string;
  to?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {to ? (
          <Link component={RouterLink} to={to} underline="hover" color="inherit">
            {label}
          </Link>
        ) : (
          label
        )}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}
