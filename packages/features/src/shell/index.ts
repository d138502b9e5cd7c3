export {
  ConsoleShell,
  type ConsoleShellProps,
  ConsoleShellView,
  type ConsoleShellViewProps,
} from './console-shell.tsx';
export {
  CountryPrompt,
  type CountryPromptProps,
  CountryPromptView,
  type CountryPromptViewProps,
} from './country-prompt.tsx';
export {
  COUNTRY_PROMPTED_KEY,
  markCountryPrompted,
  resetCountryPrompt,
  wasCountryPrompted,
} from './country-prompt-store.ts';
export { HomeView, type HomeViewProps } from './home.tsx';
export { activeMenuItem, homeTitle } from './menu.ts';
export { type ShellMessage, type ShowMessage, useShellMessage } from './shell-message.tsx';
export { DEFAULT_SUPPORT_URL, MY_ACCOUNT_PATH, shellStrings } from './strings.ts';
export {
  type ConsoleShellController,
  type UseConsoleShellOptions,
  useConsoleShell,
} from './use-console-shell.ts';
export { type CountryPromptController, useCountryPrompt } from './use-country-prompt.ts';
export { useHome } from './use-home.ts';
export {
  LAST_ACTIVITY_KEY,
  type UseInactivityTimerOptions,
  useInactivityTimer,
} from './use-inactivity-timer.ts';
