CREATE TABLE "batch_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_shipments_qty" CHECK ("batch_shipments"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "batch_shipments" ADD CONSTRAINT "batch_shipments_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_shipments" ADD CONSTRAINT "batch_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_shipments_batch_idx" ON "batch_shipments" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batch_shipments_order_idx" ON "batch_shipments" USING btree ("order_id");