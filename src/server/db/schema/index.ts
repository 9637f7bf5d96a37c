// Drizzle needs every table and relation in one namespace (db.query.*, drizzle-kit); each area keeps its own file.
export * from './columns.js';
export * from './files.js';
export * from './organisation.js';
export * from './auth.js';
export * from './catalog.js';
export * from './content.js';
export * from './devices.js';
export * from './time-tracking.js';
export * from './time-clock.js';
export * from './orders.js';
export * from './capacity.js';
export * from './order-rollups.js';
export * from './public-data.js';
export * from './audit.js';
export * from './requests.js';
export * from './messages.js';
export * from './relations.js';
