ALTER TABLE "company" ADD COLUMN "upi_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'cod' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_payee" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE payment_status = 'awaiting';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_upi_ref_unique" UNIQUE("upi_ref");