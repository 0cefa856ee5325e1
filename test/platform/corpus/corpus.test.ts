import { corpusSuite } from './suite.js';

corpusSuite('the corpus of public OpenAPI descriptions', (d) => !d.large);
