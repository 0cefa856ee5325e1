/** autocannon ships no types; the benchmark uses only its main function. */
declare module 'autocannon';
