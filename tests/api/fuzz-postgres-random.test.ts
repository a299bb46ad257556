/** The bad-input fuzz (./fuzz-suite.ts) on PostgreSQL: the random passes. */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite('postgres', 'random');
