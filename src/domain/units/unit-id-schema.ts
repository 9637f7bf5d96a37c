import { z } from 'zod';
import { unitIds } from './catalogue.js';

export const unitIdSchema = z.enum(unitIds, { error: 'Bitte wählen Sie eine gültige Einheit.' });
