/**
 * §5: the minimum age a site asks for until its registration settings say otherwise (21, the
 * Philippine variant). On its own so the settings store, which every page loads, reads it without
 * the registration rules: a module in the boot chunk brings every export any screen uses of it.
 */
export const DEFAULT_MINIMUM_AGE = 21;
