import { green, red } from '@mui/material/colors';

/**
 * The verdict colours fill the screen so a guard sees them at a glance. They are the
 * darkest shades of green and red, the same in light and dark theme, so white text on
 * them stays above the AA contrast ratio (about 7.9:1 and 6.6:1).
 */
export const VERDICT_BACKGROUND = { valid: green[900], invalid: red[900] } as const;
export const VERDICT_TEXT = '#ffffff';
