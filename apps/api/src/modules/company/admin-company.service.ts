import { asc, eq } from 'drizzle-orm';
import type { AdminCompany, AdminCompanyInput } from '@shop/contract/admin';
import type { Db } from '../../db/client.ts';
import { company } from '../../db/schema/index.ts';
import { changedFields, recordAudit } from '../audit/index.ts';

const columns = {
  name: company.name,
  add1: company.add1,
  add2: company.add2,
  city: company.city,
  stateName: company.stateName,
  countryName: company.countryName,
  pinCode: company.pinCode,
  email: company.email,
  phoneNumber: company.phoneNumber,
  fbPageUrl: company.fbPageUrl,
  twUrl: company.twUrl,
  youtubeUrl: company.youtubeUrl,
  linkedinUrl: company.linkedinUrl,
  about: company.about,
  hindiAbout: company.hindiAbout,
  mapEmbedUrl: company.mapEmbedUrl,
  legalName: company.legalName,
  gstin: company.gstin,
  fssaiLicence: company.fssaiLicence,
  upiId: company.upiId,
  lowStockLevel: company.lowStockLevel,
  cin: company.cin,
  grievanceName: company.grievanceName,
  grievanceDesignation: company.grievanceDesignation,
  grievanceEmail: company.grievanceEmail,
  grievancePhone: company.grievancePhone,
  supportOpens: company.supportOpens,
  supportCloses: company.supportCloses,
  contactRetentionDays: company.contactRetentionDays,
};

/** The shop's details: the first company row (the one the storefront shows). */
export async function getCompany(db: Db): Promise<(AdminCompany & { id: number }) | null> {
  const [row] = await db.select({ id: company.id, ...columns }).from(company).orderBy(asc(company.id)).limit(1);
  return row ?? null;
}

/** Saves the details; a field left out (the UPI id, for a client that does not know it) keeps its value. The audit row names every change. */
export async function saveCompany(db: Db, actorId: number, given: AdminCompanyInput): Promise<AdminCompany> {
  const input = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as AdminCompanyInput;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: company.id, ...columns }).from(company).orderBy(asc(company.id)).limit(1);
    if (!current) {
      const [row] = await tx.insert(company).values(input).returning(columns);
      await recordAudit(tx, { actorId, action: 'create', entity: 'company', entityId: 1, detail: { name: input.name } });
      return row;
    }
    const changes = changedFields(current, input);
    const { id: _id, ...unchanged } = current;
    if (!Object.keys(changes).length) return unchanged;
    const [row] = await tx.update(company).set({ ...input, updatedAt: new Date() }).where(eq(company.id, current.id)).returning(columns);
    await recordAudit(tx, { actorId, action: 'update', entity: 'company', entityId: current.id, detail: { changes } });
    return row;
  });
}

/** The grievance officer the shop named, or null while it has not (a production start warns; decision 240). */
export async function grievanceOfficer(db: Db) {
  const row = await getCompany(db);
  return row?.grievanceName ? { Name: row.grievanceName, Designation: row.grievanceDesignation, Email: row.grievanceEmail, Phone: row.grievancePhone } : null;
}
