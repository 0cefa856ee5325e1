/** A package the proxy's tests use that ships no types: json-server 0.17 (the stand-in deployment). har-schema's are in src/replay/har-schema.d.ts. */
declare module 'json-server';
