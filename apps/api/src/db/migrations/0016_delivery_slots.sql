CREATE TABLE "delivery_closed_days" (
	"option_id" integer NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_closed_days_option_id_day_pk" PRIMARY KEY("option_id","day")
);
--> statement-breakpoint
CREATE TABLE "delivery_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"pin_from" integer NOT NULL,
	"pin_to" integer NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "delivery_areas_range" CHECK ("delivery_areas"."pin_from" between 110000 and 999999 and "delivery_areas"."pin_to" between "delivery_areas"."pin_from" and 999999)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_hours" integer DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_slots_shape" CHECK ("delivery_slots"."weekday" between 0 and 6 and "delivery_slots"."start_minute" >= 0 and "delivery_slots"."end_minute" > "delivery_slots"."start_minute" and "delivery_slots"."end_minute" <= 1440 and "delivery_slots"."capacity" >= 0 and "delivery_slots"."cutoff_hours" between 0 and 72)
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"slot_id" integer NOT NULL,
	"day" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_bookings_slot_id_day_pk" PRIMARY KEY("slot_id","day"),
	CONSTRAINT "slot_bookings_booked" CHECK ("slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "substitute" text DEFAULT 'similar' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute" text DEFAULT 'similar' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substituted_for" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_to" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "delivery_closed_days" ADD CONSTRAINT "delivery_closed_days_option_id_shipping_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."shipping_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_option_id_shipping_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."shipping_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_option_id_shipping_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."shipping_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_areas_pins_idx" ON "delivery_areas" USING btree ("pin_from","pin_to");--> statement-breakpoint
CREATE INDEX "delivery_slots_option_idx" ON "delivery_slots" USING btree ("option_id","weekday");--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_day","slot_id");--> statement-breakpoint
-- A shop that existed before delivery areas keeps delivering where it did, everywhere: each option needing an address gets all of India (decision 120).
INSERT INTO "delivery_areas" ("option_id", "pin_from", "pin_to", "city", "state") SELECT "id", 110000, 999999, '', '' FROM "shipping_options" WHERE "needs_address";
