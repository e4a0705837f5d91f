CREATE TABLE "stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_mail_outbox" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "low_stock_level" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mail_outbox" ADD COLUMN "stock_request_id" integer;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_waiting_idx" ON "stock_requests" USING btree ("member_id","product_id") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "stock_requests_product_waiting_idx" ON "stock_requests" USING btree ("product_id") WHERE closed_at is null;--> statement-breakpoint
ALTER TABLE "order_mail_outbox" ADD CONSTRAINT "order_mail_outbox_stock_request_id_stock_requests_id_fk" FOREIGN KEY ("stock_request_id") REFERENCES "public"."stock_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mail_outbox" ADD CONSTRAINT "order_mail_outbox_stock_request" UNIQUE("stock_request_id");--> statement-breakpoint
ALTER TABLE "order_mail_outbox" ADD CONSTRAINT "order_mail_outbox_about_one" CHECK (("order_mail_outbox"."order_id" is null) <> ("order_mail_outbox"."stock_request_id" is null));--> statement-breakpoint
-- Back in stock (decision 133): a statement that makes a product buyable again (active, and stock at or above its
-- minimum order quantity, where it was not) closes every waiting request of it and queues one mail each in the mail
-- outbox, in the same transaction, whichever path brought the stock back (a back-office adjustment, a cancelled or
-- expired order). Closed requests never mail again.
CREATE OR REPLACE FUNCTION products_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH back AS (
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_active AND n.stock >= n.min_qty AND NOT (o.is_active AND o.stock >= o.min_qty)
  ), closed AS (
    UPDATE stock_requests r SET closed_at = now() FROM back WHERE r.product_id = back.id AND r.closed_at IS NULL RETURNING r.id
  )
  INSERT INTO order_mail_outbox (stock_request_id, kind) SELECT id, 'backInStock' FROM closed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_back_in_stock AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION products_back_in_stock();
--> statement-breakpoint
-- Low stock (decision 134): product replies carry StockLeft, the stock while in stock and at or below the shop's low
-- stock level. Kept replies are valid per catalogue version, so a change of stock now also moves the version when it
-- changes what StockLeft says (a product at or below the level, before or after); other stock changes still do not
-- (decision 097). Changing the level moves it too.
CREATE OR REPLACE FUNCTION products_catalogue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lvl integer := coalesce((SELECT low_stock_level FROM company ORDER BY id LIMIT 1), 5);
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL
      OR (to_jsonb(n) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(o) - 'stock' - 'updated_at')
      OR (n.stock >= n.min_qty) IS DISTINCT FROM (o.stock >= o.min_qty)
      OR (CASE WHEN n.stock >= n.min_qty AND n.stock <= lvl THEN n.stock END) IS DISTINCT FROM (CASE WHEN o.stock >= o.min_qty AND o.stock <= lvl THEN o.stock END)
  ) THEN
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
    PERFORM pg_notify('catalogue_changed', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_low_stock_level_changed AFTER UPDATE OF low_stock_level ON company FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
