/**
 * `npm run build` step: the merged contract as JSON in dist/contract.json, so that a start reads
 * JSON instead of parsing the YAML (src/openapi/document.ts uses it while its digest matches).
 */
import { writeContractCache } from '../src/openapi/document.js';

writeContractCache();
