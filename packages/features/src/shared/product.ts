/** The product's name in the header of every screen (the spec leaves it unnamed). */
const PRODUCT_NAME = 'License Console';

/** Where SUPPORT & FAQ and the sign-in screens' support links lead unless the host says otherwise (the spec names no site). */
const DEFAULT_SUPPORT_URL = 'https://support.example.com';

export { DEFAULT_SUPPORT_URL, PRODUCT_NAME };
