export * from './users.js';
export * from './workspaces.js';
export * from './sessions.js';
export * from './rate-limits.js';
export * from './portals.js';
export * from './collections.js';
export * from './files.js';
