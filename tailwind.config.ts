import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/**
 * License Console design tokens, shared by every package, the console and Storybook.
 * Colours are CSS variables so one class list serves both themes (dark follows the OS unless the document sets
 * data-theme="light" or "dark"), so no `dark:` variants are needed; every text/background pair
 * below meets WCAG 2.2 AA (4.5:1 for text, 3:1 for input borders and focus rings) in both themes.
 */
const palette = {
  light: {
    background: '#f8fafc',
    surface: '#ffffff',
    foreground: '#0f172a',
    muted: '#f1f5f9',
    'muted-foreground': '#475569',
    border: '#e2e8f0',
    input: '#64748b',
    ring: '#2563eb',
    primary: '#1d4ed8',
    'primary-hover': '#1e40af',
    'primary-foreground': '#ffffff',
    secondary: '#e2e8f0',
    'secondary-hover': '#cbd5e1',
    'secondary-foreground': '#0f172a',
    destructive: '#b91c1c',
    'destructive-hover': '#991b1b',
    'destructive-foreground': '#ffffff',
    'destructive-subtle': '#fef2f2',
    'destructive-strong': '#7f1d1d',
    success: '#15803d',
    'success-subtle': '#f0fdf4',
    'success-strong': '#14532d',
    info: '#1d4ed8',
    'info-subtle': '#eff6ff',
    'info-strong': '#1e3a8a',
    warning: '#b45309',
    'warning-subtle': '#fffbeb',
    'warning-strong': '#78350f',
    header: '#0f172a',
    'header-foreground': '#f8fafc',
    'header-muted': '#cbd5e1',
    'header-accent': '#1e293b',
    overlay: 'rgb(15 23 42 / 0.55)',
  },
  dark: {
    background: '#020617',
    surface: '#0f172a',
    foreground: '#f1f5f9',
    muted: '#1e293b',
    'muted-foreground': '#a3b1c6',
    border: '#334155',
    input: '#7c8ba1',
    ring: '#60a5fa',
    primary: '#60a5fa',
    'primary-hover': '#93c5fd',
    'primary-foreground': '#020617',
    secondary: '#1e293b',
    'secondary-hover': '#334155',
    'secondary-foreground': '#f1f5f9',
    destructive: '#f87171',
    'destructive-hover': '#fca5a5',
    'destructive-foreground': '#020617',
    'destructive-subtle': '#450a0a',
    'destructive-strong': '#fecaca',
    success: '#4ade80',
    'success-subtle': '#052e16',
    'success-strong': '#bbf7d0',
    info: '#60a5fa',
    'info-subtle': '#172554',
    'info-strong': '#bfdbfe',
    warning: '#fbbf24',
    'warning-subtle': '#451a03',
    'warning-strong': '#fde68a',
    header: '#0f172a',
    'header-foreground': '#f1f5f9',
    'header-muted': '#cbd5e1',
    'header-accent': '#1e293b',
    overlay: 'rgb(2 6 23 / 0.7)',
  },
} as const;

type ColorToken = keyof typeof palette.light;

const cssVariables = (theme: Record<ColorToken, string>, scheme: 'light' | 'dark') => ({
  'color-scheme': scheme,
  ...Object.fromEntries(Object.entries(theme).map(([token, value]) => [`--lc-${token}`, value])),
});

const token = (name: ColorToken) => `var(--lc-${name})`;

export default {
  theme: {
    extend: {
      colors: {
        background: token('background'),
        surface: token('surface'),
        foreground: token('foreground'),
        muted: { DEFAULT: token('muted'), foreground: token('muted-foreground') },
        border: token('border'),
        input: token('input'),
        ring: token('ring'),
        primary: { DEFAULT: token('primary'), hover: token('primary-hover'), foreground: token('primary-foreground') },
        secondary: {
          DEFAULT: token('secondary'),
          hover: token('secondary-hover'),
          foreground: token('secondary-foreground'),
        },
        destructive: {
          DEFAULT: token('destructive'),
          hover: token('destructive-hover'),
          foreground: token('destructive-foreground'),
          subtle: token('destructive-subtle'),
          strong: token('destructive-strong'),
        },
        success: { DEFAULT: token('success'), subtle: token('success-subtle'), strong: token('success-strong') },
        info: { DEFAULT: token('info'), subtle: token('info-subtle'), strong: token('info-strong') },
        warning: { DEFAULT: token('warning'), subtle: token('warning-subtle'), strong: token('warning-strong') },
        header: {
          DEFAULT: token('header'),
          foreground: token('header-foreground'),
          muted: token('header-muted'),
          accent: token('header-accent'),
        },
        overlay: token('overlay'),
      },
      fontFamily: {
        // Inter ships with the design system (@fontsource-variable/inter, imported by styles.css), so every machine
        // renders the same glyphs and the visual baselines do not depend on the system's fonts.
        sans: [
          '"Inter Variable"',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          '"Noto Sans"',
          'sans-serif',
        ],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
      },
      fontSize: {
        caption: ['0.75rem', { lineHeight: '1rem' }],
        body: ['0.875rem', { lineHeight: '1.25rem' }],
        lead: ['1rem', { lineHeight: '1.5rem' }],
        title: ['1.5rem', { lineHeight: '2rem', fontWeight: '600' }],
        display: ['1.875rem', { lineHeight: '2.25rem', fontWeight: '700' }],
      },
      borderRadius: {
        control: '0.375rem',
        card: '0.5rem',
        dialog: '0.75rem',
      },
      // Named so they never collide with the maxWidth names (`max-w-page` must be the page width, not a gap).
      spacing: {
        header: '3.5rem',
        gutter: '1.5rem',
        stack: '1rem',
      },
      maxWidth: {
        page: '72rem',
        wide: '96rem',
        form: '28rem',
      },
      boxShadow: {
        card: '0 1px 2px 0 rgb(15 23 42 / 0.06), 0 1px 3px 0 rgb(15 23 42 / 0.1)',
        dialog: '0 20px 25px -5px rgb(15 23 42 / 0.2), 0 8px 10px -6px rgb(15 23 42 / 0.2)',
      },
      zIndex: {
        header: '30',
        overlay: '50',
        toast: '60',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': cssVariables(palette.light, 'light'),
        '[data-theme="dark"]': cssVariables(palette.dark, 'dark'),
        '@media (prefers-color-scheme: dark)': {
          ':root:not([data-theme="light"])': cssVariables(palette.dark, 'dark'),
        },
      });
    }),
  ],
} satisfies Config;
