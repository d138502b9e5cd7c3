import { userPaths } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { PRODUCT_NAME } from '../shared/product.ts';

/** The console frame's strings: the domain's messages (spec §1, §2.2 wording) plus a few of its own. */
const shellStrings = {
  productName: PRODUCT_NAME,
  welcome: messages.app.welcome,
  processing: messages.app.processing,
  ok: messages.app.ok,
  menu: messages.menu,
  titles: messages.titles,
  /** designed: read after the external link's name, since it opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
  inactivity: messages.inactivity,
  countryPrompt: {
    ...messages.countryDialog,
    /** designed: the dialog's title (spec §2.2 names its purpose only). */
    title: 'Your country',
  },
} as const;

/** Where 'Update Country' leads (spec §2.2). */
const MY_ACCOUNT_PATH = userPaths.myAccount;

export { MY_ACCOUNT_PATH, shellStrings };
