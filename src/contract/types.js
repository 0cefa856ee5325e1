/**
 * The vocabulary of the contract runner: what a check is, what it may do to a target, and what
 * it can conclude. Checks in `contracts/checks/` import only these types, so they carry no
 * runtime dependency and can be loaded from source or compiled.
 */
export const SAFETY_ORDER = ['read-only', 'isolated-writes', 'destructive'];
