-- Express delivery says when it comes (issue 33): same day before its cut-off, else the next day it delivers.
ALTER TABLE "shipping_options" ADD COLUMN "same_day_until_minute" integer;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_same_day_until" CHECK ("same_day_until_minute" IS NULL OR "same_day_until_minute" BETWEEN 0 AND 1440);--> statement-breakpoint
-- The shop's express option promised "the same day when ordered before 2 pm" in its description.
UPDATE "shipping_options" SET "same_day_until_minute" = 840 WHERE "id" = 3 AND "name" = 'Express Delivery';
