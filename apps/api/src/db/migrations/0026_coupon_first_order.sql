-- A coupon for a member's first order only (issue 33).
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;