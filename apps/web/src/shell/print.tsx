import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import PrintIcon from '@mui/icons-material/Print';

/**
 * What a printed page holds (receipts, reports): on paper only the page's own content. The app's
 * bar, drawer and everything marked `no-print` (buttons, filters, an on-screen grid) stay on screen;
 * what is marked `print-only` (a plain table of the rows, the filters in words) shows on paper only;
 * the `printable` sheet loses its shadow, border and width limit.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '.print-only': { display: 'none' },
        '@media print': {
          'header, nav, .MuiDrawer-root, .MuiAppBar-root, .no-print': { display: 'none !important' },
          '.print-only': { display: 'block' },
          'table.print-only': { display: 'table' },
          'main, body': { margin: '0 !important', padding: '0 !important', background: 'white !important' },
          '.printable': {
            boxShadow: 'none !important',
            border: 'none !important',
            maxWidth: 'none !important',
            background: 'white !important',
          },
          // Dark or light on screen, black ink on white paper.
          '.printable, .printable *': { color: 'black !important' },
        },
      }}
    />
  );
}

/** Prints the page (with PrintStyles, only its printable part). */
export function PrintButton({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' }) {
  return (
    <Button variant={variant} startIcon={<PrintIcon />} onClick={() => window.print()}>
      Print
    </Button>
  );
}
