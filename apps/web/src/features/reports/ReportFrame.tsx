import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { MESSAGES } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { PrintButton, PrintStyles } from '../../shell/print';
import { formatDate, formatTime } from '../../shell/dates';

/**
 * A report's page (docs/rules.md, "Reports"): its heading, its filters, Download CSV and Print, and
 * the report itself. On paper only the sheet shows, with the filters written out (`printedFilters`)
 * and the moment it was printed, and the report's plain table in place of the grid.
 */
export function ReportFrame({
  title,
  description,
  filters,
  printedFilters,
  onDownload,
  error,
  children,
}: {
  title: string;
  description: string;
  filters?: ReactNode;
  /** The filters in words, for the printed page. */
  printedFilters: string;
  /** Downloads the report as CSV; without it (nothing chosen yet) the button is off. */
  onDownload?: () => Promise<void>;
  error?: unknown;
  children: ReactNode;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } catch (failure) {
      notify.error(failureMessage(failure, MESSAGES.error));
    } finally {
      setDownloading(false);
    }
  };
  const now = new Date();
  return (
    <Paper className="printable" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }} component="section" aria-label={title}>
      <PrintStyles />
      <Typography component="h2" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" className="no-print" sx={{ mb: 2 }}>
        {description}
      </Typography>
      <Typography className="print-only" sx={{ mb: 2 }}>
        {printedFilters} · printed {formatDate(now)}, {formatTime(now)}
      </Typography>
      {filters && (
        <Stack
          className="no-print"
          role="search"
          aria-label={`Choose the ${title.toLowerCase()}`}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {filters}
        </Stack>
      )}
      <Stack className="no-print" direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          loading={downloading}
          disabled={!onDownload}
        >
          Download CSV
        </Button>
        <PrintButton />
      </Stack>
      {error !== undefined && error !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureMessage(error, MESSAGES.error)}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
