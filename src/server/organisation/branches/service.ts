import type { Branch, Division, Donatee, Table } from '../../../domain/schemas/branch.js';
import type { Image } from '../../../domain/schemas/common.js';
import type { BranchEntity, BranchInput } from '../../../domain/schemas/entities/branch.js';
import { validationMessages } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { groupBy } from '../../lib/group-by.js';
import { translateDatabaseError } from '../entities/database-errors.js';
import { maySeeBranch, visibleBranchIds } from '../entities/branch-scope.js';
import type { EntityService } from '../entities/entity-service.js';
import { presentImage } from '../../db/image-columns.js';
import {
  deleteBranch,
  deleteDeliveryAreasExcept,
  insertBranch,
  insertDeliveryArea,
  listBranchImages,
  listBranchRows,
  listBranchTagLinks,
  listDeliveryAreaIds,
  listDeliveryAreas,
  listDivisionRows,
  listDonateeRows,
  listLogoImages,
  listTableRows,
  replaceBranchImages,
  replaceBranchTags,
  updateBranch,
  updateDeliveryArea,
  listPublicBranchChanges,
} from './queries.js';

/** Public branches' identifiers and last changes (the sitemap). */
export const listPublicBranchPages = (db: Db) => listPublicBranchChanges(db);

/** Every branch with its images, tags and delivery areas, in a fixed number of queries. */
export async function listBranches(db: Db): Promise<Branch[]> {
  return readBranches(db);
}

/** The branches `ids` (all when undefined) as the back office sees them. */
async function readBranches(db: Db, ids?: readonly number[]): Promise<BranchEntity[]> {
  const [rows, imageRows, logoRows, tagLinks, areas] = await Promise.all([
    listBranchRows(db, ids),
    listBranchImages(db, ids),
    listLogoImages(db, ids),
    listBranchTagLinks(db, ids),
    listDeliveryAreas(db, ids),
  ]);
  const imagesByBranch = groupBy(imageRows, (row) => row.branchId);
  const logos = new Map<number, Image>(logoRows.map((row) => [row.branchId, presentImage(row.image)]));
  const tagsByBranch = groupBy(tagLinks, (link) => link.branchId);
  const areasByBranch = groupBy(areas, (area) => area.branchId);

  return rows.map((row) => ({
    id: row.id,
    division: row.divisionId,
    identifier: row.identifier,
    name: row.name,
    description: row.description,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    website: row.website,
    longitude: row.longitude,
    latitude: row.latitude,
    keywords: row.keywords,
    tags: (tagsByBranch.get(row.id) ?? []).map((link) => ({ id: link.tagId })),
    images: (imagesByBranch.get(row.id) ?? []).map((entry) => presentImage(entry.image)),
    logo: logos.get(row.id) ?? null,
    isPublic: row.isPublic,
    openingHours: row.openingHours,
    deliveryHours: row.deliveryHours,
    isDeliveryHoursEnabled: row.isDeliveryHoursEnabled,
    orderableFrom: row.orderableFrom,
    closedMessage: row.closedMessage,
    deliveryAreas: (areasByBranch.get(row.id) ?? []).map((area) => ({
      id: area.id,
      area: area.area,
      price: area.price,
      tax: area.tax,
      free: area.free,
      freeFromOrderValue: area.freeFromOrderValue,
      minimumOrderValue: area.minimumOrderValue,
    })),
    isTakeawayEnabled: row.isTakeawayEnabled,
    isDeliveryEnabled: row.isDeliveryEnabled,
    isDineInEnabled: row.isDineInEnabled,
    isTableSelectionEnabled: row.isTableSelectionEnabled,
    isAppointmentRequired: row.isAppointmentRequired,
    isPreorderEnabled: row.isPreorderEnabled,
    isQuotationRequired: row.isQuotationRequired,
    requirements: {
      delivery: {
        email: row.isDeliveryEmailRequired,
        phone: row.isDeliveryPhoneRequired,
        address: row.isDeliveryAddressRequired,
      },
      dineIn: {
        email: row.isDineInEmailRequired,
        phone: row.isDineInPhoneRequired,
        address: row.isDineInAddressRequired,
      },
      takeaway: {
        email: row.isTakeawayEmailRequired,
        phone: row.isTakeawayPhoneRequired,
        address: row.isTakeawayAddressRequired,
      },
    },
    isCashEnabled: row.isCashEnabled,
    isATMCardEnabled: row.isAtmCardEnabled,
    isHydroAGVoucherEnabled: row.isHydroAgVoucherEnabled,
    isMollieEnabled: row.isMollieEnabled,
    isDatatransEnabled: row.isDatatransEnabled,
    sortOrder: row.sortOrder,
  }));
}

export const listTables = (db: Db): Promise<Table[]> => listTableRows(db);
export const listDivisions = (db: Db): Promise<Division[]> => listDivisionRows(db);
export const listDonatees = (db: Db): Promise<Donatee[]> => listDonateeRows(db);

const branchValues = (input: BranchInput) => ({
  divisionId: input.division,
  identifier: input.identifier,
  name: input.name,
  description: input.description,
  street: input.street,
  zipCode: input.zipCode,
  city: input.city,
  phone: input.phone,
  email: input.email,
  website: input.website,
  longitude: input.longitude,
  latitude: input.latitude,
  keywords: input.keywords,
  logoImageId: input.logo?.id ?? null,
  isPublic: input.isPublic,
  openingHours: input.openingHours,
  deliveryHours: input.deliveryHours,
  isDeliveryHoursEnabled: input.isDeliveryHoursEnabled,
  orderableFrom: input.orderableFrom,
  closedMessage: input.closedMessage,
  isTakeawayEnabled: input.isTakeawayEnabled,
  isDeliveryEnabled: input.isDeliveryEnabled,
  isDineInEnabled: input.isDineInEnabled,
  isTableSelectionEnabled: input.isTableSelectionEnabled,
  isAppointmentRequired: input.isAppointmentRequired,
  isPreorderEnabled: input.isPreorderEnabled,
  isQuotationRequired: input.isQuotationRequired,
  isDeliveryEmailRequired: input.requirements.delivery.email,
  isDeliveryPhoneRequired: input.requirements.delivery.phone,
  isDeliveryAddressRequired: input.requirements.delivery.address,
  isDineInEmailRequired: input.requirements.dineIn.email,
  isDineInPhoneRequired: input.requirements.dineIn.phone,
  isDineInAddressRequired: input.requirements.dineIn.address,
  isTakeawayEmailRequired: input.requirements.takeaway.email,
  isTakeawayPhoneRequired: input.requirements.takeaway.phone,
  isTakeawayAddressRequired: input.requirements.takeaway.address,
  isCashEnabled: input.isCashEnabled,
  isAtmCardEnabled: input.isATMCardEnabled,
  isHydroAgVoucherEnabled: input.isHydroAGVoucherEnabled,
  isMollieEnabled: input.isMollieEnabled,
  isDatatransEnabled: input.isDatatransEnabled,
  sortOrder: input.sortOrder,
});

/**
 * The delivery areas become the given list, in its order. Areas keep their ids (orders refer to them):
 * one with an id is updated, one without is added, one left out is deleted unless an order used it.
 */
async function saveDeliveryAreas(tx: Db, branchId: number, areas: BranchInput['deliveryAreas']) {
  const existing = new Set(await listDeliveryAreaIds(tx, branchId));
  const unknown = areas.findIndex((area) => area.id !== undefined && !existing.has(area.id));
  if (unknown >= 0)
    throw new HttpError(422, validationMessages.unknownReference, `deliveryAreas.${unknown}.id`);
  const kept = areas.flatMap((area) => (area.id === undefined ? [] : [area.id]));
  try {
    await deleteDeliveryAreasExcept(tx, branchId, kept);
  } catch (error) {
    const refusal = translateDatabaseError(error, { label: 'Liefergebiet' });
    if (refusal instanceof HttpError)
      throw new HttpError(refusal.statusCode, refusal.message, 'deliveryAreas');
    throw refusal;
  }
  for (const [position, { id, ...area }] of areas.entries()) {
    if (id === undefined) await insertDeliveryArea(tx, branchId, { ...area, position });
    else await updateDeliveryArea(tx, id, { ...area, position });
  }
}

async function saveLinks(tx: Db, branchId: number, input: BranchInput) {
  await replaceBranchImages(
    tx,
    branchId,
    input.images.map((image) => image.id),
  );
  await replaceBranchTags(
    tx,
    branchId,
    input.tags.map((tag) => tag.id),
  );
  await saveDeliveryAreas(tx, branchId, input.deliveryAreas);
}

/**
 * Branches with their opening and delivery hours, delivery areas, images, tags and logo. Employees read
 * their own branches; only administrators change them. A branch with orders, tables or menus cannot be
 * deleted: make it non-public instead.
 */
export const branchService: EntityService<BranchInput, BranchEntity, Record<string, never>> = {
  list: (db, _filter, actor) => readBranches(db, visibleBranchIds(actor)),
  get: async (db, id, actor) => (maySeeBranch(actor, id) ? (await readBranches(db, [id]))[0] : undefined),
  create: async (tx, input) => {
    const id = await insertBranch(tx, branchValues(input));
    await saveLinks(tx, id, input);
    return id;
  },
  update: async (tx, id, input) => {
    await updateBranch(tx, id, branchValues(input));
    await saveLinks(tx, id, input);
  },
  remove: (tx, id) => deleteBranch(tx, id),
};
