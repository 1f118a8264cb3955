import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Shown while a page's code or data loads. The spinner only turns (`disableShrink`): its arc's
 * growing and shrinking is an animation of an SVG attribute, which the browser redraws on the main
 * thread at every frame, while the app's code is loading there (docs/benchmarks.md, "The first page").
 */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 6 }}>
      <CircularProgress disableShrink aria-label={label} />
    </Box>
  );
}
