import { STARTER_ROLES_1 } from './starter-roles-1';
import { STARTER_ROLES_2 } from './starter-roles-2';
import { STARTER_ROLES_3 } from './starter-roles-3';
import type { StarterRole } from './starter-types';

/** Every original character written into an empty catalogue on first start. */
export const STARTER_ROLES: StarterRole[] = [...STARTER_ROLES_1, ...STARTER_ROLES_2, ...STARTER_ROLES_3];
