import type { fieldSettingsDocument } from '@croupier/contracts/content';
import type { z } from 'zod';

/** The content document with labels and rule messages (type only: no zod in the browser bundle). */
export type FieldSettingsDocument = z.infer<typeof fieldSettingsDocument>;
