import { Badge, createTheme, type MantineColorScheme } from '@mantine/core';

export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and links above 4.5:1 contrast (shade 6 is about 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // A badge carries a fact ("Certificado 1000123", "Pendiente de pago"): in a narrow cell it
    // wraps between words instead of cutting the fact to "Certificado 100…" (decision 0068).
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)' },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textOverflow: 'clip',
          overflowWrap: 'break-word',
        },
      },
    }),
  },
});
