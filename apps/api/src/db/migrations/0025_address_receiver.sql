-- Who takes an order at the door and the number the rider calls (issue 33); '' falls back to the member's own number.
ALTER TABLE "addresses" ADD COLUMN "receiver_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "receiver_mobile" text DEFAULT '' NOT NULL;