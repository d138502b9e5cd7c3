import { messages } from '@license-console/domain';
import { PRODUCT_NAME } from '../shared/product.ts';

/** The sign-in screens' strings: the domain's messages (spec §2.3, §5, §8 wording) plus the product name. */
const authStrings = {
  productName: PRODUCT_NAME,
  loginHeading: messages.login.logIn,
  email: messages.login.email,
  password: messages.login.password,
  rememberPassword: messages.login.rememberPassword,
  rememberPasswordHint: messages.login.rememberPasswordHint,
  forgotPassword: messages.login.forgotPassword,
  logIn: messages.login.logIn,
  loginErrorTitle: messages.login.errorTitle,
  loginFailed: messages.login.signInFailed,
  emailRequired: messages.login.emailRequired,
  emailInvalid: messages.login.emailFormat,
  passwordRequired: messages.login.passwordRequired,
} as const;

/** Paths the sign-in screens link to (spec §2.1). */
const authPaths = {
  forgotPassword: '/ForgotPassword',
  login: '/login',
} as const;

export { authPaths, authStrings };
