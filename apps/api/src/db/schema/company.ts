import { integer, pgTable, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';

/** The shop's own details, shown in the header, footer and contact page (first row is used). */
export const company = pgTable('company', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  add1: text('add1').notNull(),
  add2: text('add2').notNull().default(''),
  city: text('city').notNull(),
  stateName: text('state_name').notNull(),
  countryName: text('country_name').notNull().default('India'),
  pinCode: text('pin_code').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  fbPageUrl: text('fb_page_url').notNull().default(''),
  twUrl: text('tw_url').notNull().default(''),
  youtubeUrl: text('youtube_url').notNull().default(''),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  about: text('about').notNull().default(''),
  /** The about text in Hindi (issue 33); '' while the shop has written none, and the English one is shown. */
  hindiAbout: text('hindi_about').notNull().default(''),
  mapEmbedUrl: text('map_embed_url').notNull().default(''),
  /** The registered legal name, GSTIN and FSSAI licence number, printed in the footer; empty until set. */
  legalName: text('legal_name').notNull().default(''),
  gstin: text('gstin').notNull().default(''),
  fssaiLicence: text('fssai_licence').notNull().default(''),
  /** The UPI id (VPA) that UPI payments at checkout go to; '' when the shop takes cash on delivery only. */
  upiId: text('upi_id').notNull().default(''),
  /** Products in stock with this many or fewer left say "Only N left" (StockLeft, decision 134). */
  lowStockLevel: integer('low_stock_level').notNull().default(5),
  /** The company identification number and the grievance officer (decision 240); empty until set. */
  cin: text('cin').notNull().default(''),
  grievanceName: text('grievance_name').notNull().default(''),
  grievanceDesignation: text('grievance_designation').notNull().default(''),
  grievanceEmail: text('grievance_email').notNull().default(''),
  grievancePhone: text('grievance_phone').notNull().default(''),
  /** When the shop's phone is answered, every day, HH:MM India time (decision 292); '' while the shop has not said. */
  supportOpens: text('support_opens').notNull().default(''),
  supportCloses: text('support_closes').notNull().default(''),
  /** Contact messages older than this many days are erased (decision 241). */
  contactRetentionDays: integer('contact_retention_days').notNull().default(365),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  navigateUrl: text('navigate_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
