CREATE TABLE "stock_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"packed_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"received_on" date NOT NULL,
	"quantity_received" integer NOT NULL,
	"quantity_left" integer NOT NULL,
	"written_off_at" timestamp with time zone,
	"written_off_qty" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_quantity" CHECK ("stock_batches"."quantity_received" > 0 and "stock_batches"."quantity_left" between 0 and "stock_batches"."quantity_received"),
	CONSTRAINT "stock_batches_dates" CHECK ("stock_batches"."expires_on" > "stock_batches"."packed_on")
);
--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_product_batch_idx" ON "stock_batches" USING btree ("product_id","batch_no");--> statement-breakpoint
CREATE INDEX "stock_batches_fefo_idx" ON "stock_batches" USING btree ("product_id","expires_on") WHERE quantity_left > 0;--> statement-breakpoint
-- The product page shows the best before of what would be delivered (decision 270), so a batch recorded, shipped from
-- or written off changes the catalogue's kept replies (migration 0005's version).
CREATE TRIGGER stock_batches_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON stock_batches FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
