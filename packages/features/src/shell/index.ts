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
export { HomeView, type HomeViewProps } from './home.tsx';
export { homeTitle } from './menu.ts';
export { type ShellMessage, useShellMessage } from './shell-message.tsx';
export { shellStrings } from './strings.ts';
export { type ConsoleShellController, type UseConsoleShellOptions, useConsoleShell } from './use-console-shell.ts';
export { type CountryPromptController, useCountryPrompt } from './use-country-prompt.ts';
export { useHome } from './use-home.ts';
