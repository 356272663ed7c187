import { partOf } from '../types';

/** The two frame pages' names in the access table (src/pages/devices/index.ts names its pages the same). */
const SWIPE = { name: 'swipe' } as const;
const SPEAKER = { name: 'speaker' } as const;

/**
 * The access-table parts (`<page>.<part>`, partOf): moving a device, and transferring stock. In a module of their own
 * so a screen that checks them does not import the frames' page entries (and, through them, every tab's chunk).
 */
export const MOVE_PART = { swipe: partOf(SWIPE, 'move'), speaker: partOf(SPEAKER, 'move') } as const;
export const INVENTORY_PART = { swipe: partOf(SWIPE, 'inventory'), speaker: partOf(SPEAKER, 'inventory') } as const;
