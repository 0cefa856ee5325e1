/** Packages the proxy's tests use that ship no types: json-server 0.17 (the stand-in deployment) and har-schema (HAR 1.2's JSON Schemas). */
declare module 'json-server';
declare module 'har-schema';
