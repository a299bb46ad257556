/** The bad-input fuzz (./fuzz-suite.ts) on SQLite. */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite('sqlite');
