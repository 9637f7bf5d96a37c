import type { Branch, Division, Donatee, Table } from '../../../domain/schemas/branch.js';
import type { Image } from '../../../domain/schemas/common.js';
import type { Db } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import { presentImage } from '../images/present.js';
import {
  listBranchImages,
  listBranchRows,
  listBranchTagLinks,
  listDeliveryAreas,
  listDivisionRows,
  listDonateeRows,
  listLogoImages,
  listTableRows,
} from './queries.js';

/** Every branch with its images, tags and delivery areas, in a fixed number of queries. */
export async function listBranches(db: Db): Promise<Branch[]> {
  const [rows, imageRows, logoRows, tagLinks, areas] = await Promise.all([
    listBranchRows(db),
    listBranchImages(db),
    listLogoImages(db),
    listBranchTagLinks(db),
    listDeliveryAreas(db),
  ]);
  const imagesByBranch = groupBy(imageRows, (row) => row.branchId);
  const logos = new Map<number, Image>(logoRows.map((row) => [row.branchId, presentImage(row.image)]));
  const tagsByBranch = groupBy(tagLinks, (link) => link.branchId);
  const areasByBranch = groupBy(areas, (area) => area.branchId);

  return rows.map((row) => ({
    id: row.id,
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
