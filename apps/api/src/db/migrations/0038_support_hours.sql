ALTER TABLE "company" ADD COLUMN "support_opens" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "support_closes" text DEFAULT '' NOT NULL;