import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useThemeMode } from './theme';

/**
 * The app bar's theme switch. Its hint is the browser's own (title) rather than a Material tooltip,
 * which would bring the popper library into what every page loads before it paints.
 */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <IconButton color="inherit" onClick={toggleMode} aria-label={label} title={label}>
      {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
    </IconButton>
  );
}
