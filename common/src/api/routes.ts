// Every route of /api/v1, one module per area so a page carries only its calls' routes; schemas are in contract.ts by the same name.

export * from './routes/public';
export * from './routes/auth';
export * from './routes/users';
export * from './routes/cart';
export * from './routes/checkout';
export * from './routes/orders';
export * from './routes/luckyDraw';
export * from './routes/vendor';
export * from './routes/admin';
