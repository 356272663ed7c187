/**
 * The schema-driven entities: each one's schema (fields, list defaults, binding, access) is all the console and
 * the reference backend need to build its screens and its routes. A new entity adds one line here.
 */
import type { ResourceSchema } from '../schema';
import { fdPlanSchema } from './fd-plans';
import { limitSchema } from './limits';
import { notificationSchema } from './notifications';

export const ENTITY_SCHEMAS: readonly ResourceSchema[] = [notificationSchema, fdPlanSchema, limitSchema];
