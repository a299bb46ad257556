/** The bad-input fuzz (./fuzz-suite.ts) on SQLite: the random passes. */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite('sqlite', 'random');
