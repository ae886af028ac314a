export * from './users';
export * from './wallet';
export * from './roles';
export * from './social';
export * from './chat';
export * from './assets';
export * from './games';
export * from './feedback';
