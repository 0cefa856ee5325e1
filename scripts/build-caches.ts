/**
 * `npm run build` step: what a start would parse from the package's YAML, as JSON in dist/ (the
 * merged contract in dist/contract.json, the fixture sets, built-in scenarios, event catalogue and the control API's contract
 * under dist/yaml/; the contract's supergraph in dist/graph/supergraph.json). A start uses each only while its digest matches the YAML (src/core/parse-cache.ts).
 */
import { writeContractSupergraph } from '../src/apis/graph/schema/graph.js';
import { defaultCatalogueFile } from '../src/apis/events/catalogue.js';
import { writeYamlCache } from '../src/core/parse-cache.js';
import { fixtureSetFile, fixtureSetNames } from '../src/fixtures/sets.js';
import { writeContractCache } from '../src/openapi/document.js';
import { adminContractFile } from '../src/admin/contract.js';
import { builtInScenarioFiles } from '../src/scenarios/loader.js';

writeContractCache();
for (const file of [...fixtureSetNames.map(fixtureSetFile), ...builtInScenarioFiles(), defaultCatalogueFile, adminContractFile]) writeYamlCache(file);
await writeContractSupergraph();
