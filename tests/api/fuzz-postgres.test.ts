/** The bad-input fuzz (./fuzz-suite.ts) on PostgreSQL. */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite('postgres');
