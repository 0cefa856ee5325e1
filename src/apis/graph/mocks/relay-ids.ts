/**
 * Global object ids of mocked objects, as Relay's Global Object Identification expects: an opaque
 * string naming its type, so `node(id:)` answers an object of that type. Mocked ids are
 * base64url of `Type:local` (GitHub's older ids have the same shape); ids a client makes up
 * itself do not decode and are typed another way.
 */
import { isObjectType, type GraphQLSchema } from 'graphql';

export function globalId(type: string, local: string): string {
  return Buffer.from(`${type}:${local}`, 'utf8').toString('base64url');
}

/** The object type a mocked global id names, or undefined when it is not one of ours. */
export function typeOfGlobalId(schema: GraphQLSchema, id: string): string | undefined {
  if (id.length > 400 || !/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const m = /^([_A-Za-z][_0-9A-Za-z]*):./s.exec(text);
  if (!m || globalId(m[1], text.slice(m[1].length + 1)) !== id) return undefined;
  return isObjectType(schema.getType(m[1])) ? m[1] : undefined;
}
