ALTER TABLE "cart_lines" ALTER COLUMN "substitute" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "substitute" DROP NOT NULL;--> statement-breakpoint
-- 'similar' was put on every line for the shopper: it was never their choice (decision 262).
UPDATE "cart_lines" SET "substitute" = NULL WHERE "substitute" = 'similar';
