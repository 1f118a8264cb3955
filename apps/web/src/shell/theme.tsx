import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme, type PaletteMode } from '@mui/material/styles';
import { STORAGE_KEYS } from '@portal/domain';

/**
 * Light and dark themes (docs/rules.md, "Areas and screens"): the choice is saved in local storage under
 * `theme` and restored on the next visit.
 */

interface ThemeModeValue {
  mode: PaletteMode;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

const readSavedMode = (): PaletteMode => (localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light');

export const buildTheme = (mode: PaletteMode) =>
  createTheme({
    palette: {
      mode,
      /*
       * Text on a colour (a filled chip such as Pass or Fail, a contained button) is white only where
       * white keeps AA contrast (4.5:1), else dark: MUI's default threshold of 3 wrote white on the
       * dark theme's light red. The light theme's shades are dark enough for white text; the dark
       * theme's are light enough to read as text on the dark page, with dark text on them.
       */
      contrastThreshold: 4.5,
      primary: mode === 'light' ? { main: '#1565c0' } : { main: '#90caf9' },
      success: mode === 'light' ? { main: '#2e7d32' } : { main: '#66bb6a' },
      warning: mode === 'light' ? { main: '#a15c00' } : { main: '#ffb74d' },
      error: mode === 'light' ? { main: '#d32f2f' } : { main: '#ef5350' },
      info: mode === 'light' ? { main: '#0277bd' } : { main: '#29b6f6' },
    },
    components: {
      // A visible keyboard focus on every clickable control.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `3px solid ${theme.palette.mode === 'light' ? '#0d47a1' : '#ffffff'}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      // In the dark theme the top bar is a dark surface like the rest of the page, not a pale strip.
      MuiAppBar: {
        styleOverrides: {
          root: ({ theme }) =>
            theme.palette.mode === 'dark'
              ? { backgroundColor: '#1a2433', backgroundImage: 'none', color: '#ffffff' }
              : {},
        },
      },
    },
  });

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<PaletteMode>(readSavedMode);
  const toggleMode = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      localStorage.setItem(STORAGE_KEYS.theme, next);
      return next;
    });
  }, []);
  const theme = useMemo(() => buildTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export const useThemeMode = (): ThemeModeValue => {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
};
