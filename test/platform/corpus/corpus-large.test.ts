import { corpusSuite } from './suite.js';

// The largest documents, in a file of their own so that they run beside the others.
corpusSuite('the corpus of public OpenAPI descriptions: the large ones', (d) => d.large === true);
