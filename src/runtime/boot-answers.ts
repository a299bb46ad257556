/** The page's first-screen answers are kept in src/state/boot-answers.ts: the API client takes them too. */
export * from '../state/boot-answers';
