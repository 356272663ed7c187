import { z } from 'zod';
import { remarks } from '../merchant-changes/bank';

/** A maker raising a checked cancellation file for a checker: the file (its upload job) and remarks. */
export const cancelRaiseBody = z.object({ jobId: z.number().int().positive(), remarks }).strict();
