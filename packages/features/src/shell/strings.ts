import { messages } from '@license-console/domain';
import { PRODUCT_NAME } from '../shared/product.ts';

/** The console frame's strings: the domain's messages (spec §1, §2.2 wording) plus two of its own. */
const shellStrings = {
  productName: PRODUCT_NAME,
  welcome: messages.app.welcome,
  processing: messages.app.processing,
  ok: messages.app.ok,
  menu: messages.menu,
  titles: messages.titles,
  /** designed: read after the external link's name, since it opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
} as const;

/** Where SUPPORT & FAQ leads unless the host says otherwise (the spec names no site). */
const DEFAULT_SUPPORT_URL = 'https://support.example.com';

export { DEFAULT_SUPPORT_URL, shellStrings };
