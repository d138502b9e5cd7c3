import { homeTitle } from './menu.ts';
import { shellStrings } from './strings.ts';

/** The console home's controller: the title of the requested detail (spec §2.1) and the welcome text. */
function useHome({ detailName }: { detailName?: string } = {}) {
  return { title: homeTitle(detailName), welcome: shellStrings.welcome };
}

export { useHome };
