/**
 * Code 0 is success (design.md); anything else is a business error with a showable msg. A module
 * of its own, without zod: the app's first screen checks an envelope's code before the schemas load.
 */
export const SUCCESS_CODE = 0;
