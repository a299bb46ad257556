import { join } from 'node:path';

/**
 * The journeys run on E2E_WORKERS workers, and each worker has a server and a SQLite database of
 * its own (port E2E_PORT + n, data in E2E_DATA_DIR-n): journeys that publish a layout, switch on
 * maintenance or trip a captcha never meet another worker's. Playwright numbers a run's workers
 * 0…workers-1 in TEST_PARALLEL_INDEX (a worker restarted after a failure keeps its number).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_DATA_DIR = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '..', '..', 'data', 'e2e');

export const serverPort = (slot: number) => BASE_PORT + slot;
export const serverDataDir = (slot: number) => `${BASE_DATA_DIR}-${slot}`;

const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's server. */
export const E2E_PORT = serverPort(SLOT);
/** This worker's server's SQLite data, to change stored data as an operator would. */
export const E2E_DATA_DIR = serverDataDir(SLOT);
/** The built client the e2e servers serve (DIST_DIR lets two checkouts' runs not share one build). */
export const E2E_DIST_DIR = process.env.DIST_DIR;
