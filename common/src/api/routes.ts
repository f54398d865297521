// Every route of /api/v1 (method, path, who may call it), one module per area so that a web page carries only the
// routes of the calls it makes; each route's schemas, limits and texts are in contract.ts under the same name.

export * from './routes/public';
export * from './routes/auth';
export * from './routes/users';
export * from './routes/cart';
export * from './routes/checkout';
export * from './routes/orders';
export * from './routes/luckyDraw';
export * from './routes/vendor';
export * from './routes/admin';
