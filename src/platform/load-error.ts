/** A start error about a platform document: where (file and JSON pointer) and why. */
export class PlatformDocumentError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly reason: string,
    kind = 'platform document',
  ) {
    super(`${kind} ${file} at ${pointer || '#'}: ${reason}`);
  }
}
