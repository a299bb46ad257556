/** The bad-input fuzz (./fuzz-suite.ts) on PostgreSQL: the route catalogue, the attack shapes and the one-field-at-a-time pass. */
import { fuzzSuite } from './fuzz-suite';

fuzzSuite('postgres', 'fields');
