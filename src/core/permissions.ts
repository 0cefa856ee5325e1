/**
 * Which role may call which operation. Every operation in the contract names a permission
 * (`x-permission`); the built-in roles grant sets of them. Kept as data so a project's own
 * roles (Auth API) can be checked the same way.
 */
export const builtInRoles: Record<string, readonly string[]> = {
  viewer: ['registry.read', 'assets.read', 'events.read', 'graph.read', 'auth.self'],
  editor: [
    'registry.read', 'registry.write', 'assets.read', 'assets.write',
    'events.read', 'events.write', 'graph.read', 'graph.write', 'auth.self',
  ],
  admin: [
    'registry.read', 'registry.write', 'assets.read', 'assets.write', 'events.read', 'events.write',
    'graph.read', 'graph.write', 'auth.self', 'auth.read', 'auth.admin',
  ],
};

/** Looks up a role's permissions in a project; the Auth API replaces it to add custom roles. */
export type PermissionResolver = (project: string, role: string) => ReadonlySet<string> | undefined;

const builtInSets = new Map(Object.entries(builtInRoles).map(([r, p]) => [r, new Set(p)]));

export const builtInResolver: PermissionResolver = (_project, role) => builtInSets.get(role);
