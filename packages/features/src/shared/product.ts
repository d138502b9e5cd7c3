/** The product's name in the header of every screen (the spec leaves it unnamed). */
const PRODUCT_NAME = 'License Console';

export { PRODUCT_NAME };
