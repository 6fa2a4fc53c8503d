import { createTheme, type MantineColorScheme } from '@mantine/core';

export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and links above 4.5:1 contrast (shade 6 is about 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});
