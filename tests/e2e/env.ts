import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '..', '..', 'data', 'e2e');
/** The built client the e2e server serves (DIST_DIR lets two checkouts' runs not share one build). */
export const E2E_DIST_DIR = process.env.DIST_DIR;
