/** A link inside a table's text (an e-mail, a product): the primary colour, underlined on hover, the console's ring. */
export const TEXT_LINK =
  'rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
