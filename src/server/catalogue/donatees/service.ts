import type { DonateeEntity, DonateeInput } from '../../../domain/schemas/entities/donatee.js';
import type { EntityService } from '../../organisation/index.js';
import { deleteDonatee, findDonateeRow, insertDonatee, listDonateeRows, updateDonatee } from './queries.js';

/**
 * Donation recipients, disabled ones included (the storefront lists only enabled ones). One that orders
 * donated to cannot be deleted: disable it instead.
 */
export const donateeService: EntityService<DonateeInput, DonateeEntity, Record<string, never>> = {
  list: (db) => listDonateeRows(db),
  get: (db, id) => findDonateeRow(db, id),
  create: (tx, input) => insertDonatee(tx, input),
  update: (tx, id, input) => updateDonatee(tx, id, input),
  remove: (tx, id) => deleteDonatee(tx, id),
};
