import { MOBILE_BREAKPOINT_PX } from '@ward/shared';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { csvExporter } from '../common/csvExporter';
import { i18nProvider } from '../providers/i18nProvider';
import { intlLocale } from '../common/fields';

/** 16rem open, 3rem as icons (SPEC.md §2); the 18rem mobile overlay is set in layout/Sidebar. */
const sidebar = { width: 256, closedWidth: 48 };

/** react-admin's mobile layout starts below 768 px, the shop's breakpoint (SPEC.md §9). */
const breakpoints = { values: { xs: 0, sm: MOBILE_BREAKPOINT_PX, md: 1024, lg: 1280, xl: 1536 } };

const fonts = (direction: 'rtl' | 'ltr') =>
  (direction === 'rtl' ? ['Tajawal', 'Inter'] : ['Inter', 'Tajawal']).concat(['system-ui', 'Segoe UI', 'Tahoma', 'sans-serif']).join(', ');

/** Ward's colours: rose and oud-brown, warm neutrals. */
const rose = { main: '#8e2c48', light: '#b85c76', dark: '#5f1a2f', contrastText: '#fff' };
const oud = { main: '#a0732e', light: '#c9a062', dark: '#6f4d1a', contrastText: '#fff' };

/**
 * Status colours that read as text (outlined chips, the delete button) at 4.5:1 or more on the
 * papers and the grey toolbar of each mode (WCAG 1.4.3); MUI's defaults (#ed6c02 on white is
 * 3.1:1) do not. Filled chips take white or dark text from them as MUI computes.
 */
const statusLight = { error: { main: '#b71c1c' }, warning: { main: '#a84300' }, info: { main: '#01579b' }, success: { main: '#1b5e20' } };
const statusDark = { error: { main: '#ffb4ab' }, warning: { main: '#ffb74d' }, info: { main: '#81d4fa' }, success: { main: '#a5d6a7' } };

/**
 * A list input's row buttons (remove, move) always show: react-admin hides them until the row is
 * hovered, which hides them from the keyboard (a hidden button takes no focus) and from sight.
 */
const listInputs = {
  RaSimpleFormIterator: { styleOverrides: { root: { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } } },
};

/**
 * Spinners and loading bars say what they are ("Loading..."), in the language of the theme's
 * direction (the themes are made again when the language, and with it the direction, changes).
 */
const progress = () => {
  const named = { defaultProps: { 'aria-label': i18nProvider.translate('ra.page.loading', { _: 'Loading...' }) } };
  return { MuiCircularProgress: named, MuiLinearProgress: named };
};

/**
 * One outline on every screen: the page's title in the app bar is its only h1 (layout/AppBar),
 * a heading in the page is an h2 whatever size it is drawn at, and subtitles are text (MUI makes
 * h5 and subtitle2 into h5 and h6 elements, which skipped levels under the h1).
 */
const headings = {
  MuiTypography: {
    defaultProps: {
      variantMapping: { h1: 'h2', h2: 'h2', h3: 'h2', h4: 'h2', h5: 'h2', h6: 'h2', subtitle1: 'p', subtitle2: 'p' },
    },
  },
};

/**
 * react-admin puts a row checkbox's name ("Select this row") on MUI's wrapping span, where it
 * names nothing (WCAG 4.1.2): it goes on the checkbox itself.
 */
const checkboxes = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (state: { 'aria-label'?: string }) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (state: { 'aria-label'?: string }) => (state['aria-label'] ? { 'aria-label': state['aria-label'] } : {}),
      },
    },
  },
};

/**
 * Forms check with the shared rules in the admin's language; the browser's own constraint
 * bubbles (`min`, `max`, `step` on number inputs) would speak the browser's language instead.
 */
const forms = { RaSimpleForm: { defaultProps: { noValidate: true } } };

/** Every list exports CSV that spreadsheet programs open with its Arabic intact. */
const lists = { RaList: { defaultProps: { exporter: csvExporter() } } };

/**
 * Below md react-admin pages with MUI's TablePagination arrows and leaves their labels ("Go to
 * next page") in English: name them from the admin's dictionary, in its current language.
 */
const pagination = {
  MuiTablePagination: {
    defaultProps: { getItemAriaLabel: (type: string) => i18nProvider.translate(`ra.navigation.${type}`, { _: type }) },
  },
};

/**
 * Numbers and dates in the app's language with Western digits, whatever the browser's locale:
 * react-admin's NumberField and DateField (and DataTable.NumberCol, which renders a NumberField)
 * format with the browser's locale when given none, so an ar-SA browser showed ٣٣ beside
 * prices in 33. One default here instead of a `locales` on every field.
 */
const numbers = (direction: 'rtl' | 'ltr') => {
  const locales = intlLocale(direction === 'rtl' ? 'ar' : 'en');
  return { RaNumberField: { defaultProps: { locales } }, RaDateField: { defaultProps: { locales } } };
};

/**
 * Phones: the language button keeps its icon and drops its label («العربية»), so the page title
 * beside it is not cut to a few letters.
 */
const appBar = {
  RaLocalesMenuButton: {
    styleOverrides: {
      root: { [`@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.05}px)`]: { '& .MuiButton-root': { fontSize: 0, minWidth: 0, gap: 0 } } },
    },
  },
};

/**
 * The English side of a bilingual field (`name.en`…) reads left to right in the Arabic admin
 * too, so its full stop ends the sentence: each typed paragraph takes its own direction
 * (`unicode-bidi: plaintext`; a `direction` would be flipped by the RTL style plugin).
 */
const bilingualInputs = {
  MuiInputBase: { styleOverrides: { input: { '&[name$=".en"]': { unicodeBidi: 'plaintext' } } } },
};

function common(direction: 'rtl' | 'ltr'): RaThemeOptions {
  return {
    direction,
    sidebar,
    breakpoints,
    shape: { borderRadius: 10 },
    typography: { fontFamily: fonts(direction), h6: { fontWeight: 700 } },
  };
}

export function createThemes(direction: 'rtl' | 'ltr'): { light: RaThemeOptions; dark: RaThemeOptions } {
  const light: RaThemeOptions = {
    ...defaultLightTheme,
    ...common(direction),
    palette: { mode: 'light', primary: rose, secondary: oud, ...statusLight, background: { default: '#faf6f4', paper: '#ffffff' } },
    components: {
      ...defaultLightTheme.components,
      ...forms,
      ...lists,
      ...numbers(direction),
      ...appBar,
      ...bilingualInputs,
      ...pagination,
      ...checkboxes,
      ...headings,
      ...listInputs,
      ...progress(),
      RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { backgroundColor: rose.dark, color: '#fff' } } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  };
  const dark: RaThemeOptions = {
    ...defaultDarkTheme,
    ...common(direction),
    palette: {
      mode: 'dark',
      primary: { main: '#e2a3b5', contrastText: '#2a0f18' },
      secondary: { main: '#d9b878' },
      ...statusDark,
      background: { default: '#161214', paper: '#211b1e' },
    },
    components: {
      ...defaultDarkTheme.components,
      ...forms,
      ...lists,
      ...numbers(direction),
      ...appBar,
      ...bilingualInputs,
      ...pagination,
      ...checkboxes,
      ...headings,
      ...listInputs,
      ...progress(),
      RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { backgroundColor: '#2a1f24', color: '#f3e6ea' } } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  };
  return { light, dark };
}
