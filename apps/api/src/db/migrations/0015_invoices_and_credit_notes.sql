-- Invoice numbers become a series per financial year (INV2627-000001), credit notes have their own (CN2627-000001):
-- one counter row per series (decision 112). Invoices already issued keep their INV-YYYY-NNNNNN numbers.
CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "invoice_counter" CASCADE;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
-- Lines sold before this migration are invoiced at their product's HSN code and GST rate as they are now.
UPDATE "order_lines" l SET "hsn" = p."hsn", "gst_rate" = p."gst_rate" FROM "products" p WHERE p."id" = l."product_id";
