/** har-schema 2 ships no types: its default export is HAR 1.2's JSON Schemas by name (`har`, `log`, `entry`, ...). */
declare module 'har-schema' {
  const schemas: Record<string, object>;
  export default schemas;
}
