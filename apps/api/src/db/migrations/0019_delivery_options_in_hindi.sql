ALTER TABLE "shipping_options" ADD COLUMN "hindi_name" text;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "hindi_description" text;--> statement-breakpoint
-- The three options every shop starts with get their Hindi (decision 160), as long as they keep their first names.
UPDATE "shipping_options" SET "hindi_name" = 'सामान्य होम डिलीवरी', "hindi_description" = '1-2 दिन में डिलीवरी। ₹300 से ऊपर के ऑर्डर पर मुफ़्त।' WHERE "id" = 1 AND "name" = 'Standard Home Delivery';--> statement-breakpoint
UPDATE "shipping_options" SET "hindi_name" = 'स्टोर से पिकअप', "hindi_description" = 'हमारे स्टोर से लें, आमतौर पर 2 घंटे में तैयार। हमेशा मुफ़्त।' WHERE "id" = 2 AND "name" = 'Store Pickup';--> statement-breakpoint
UPDATE "shipping_options" SET "hindi_name" = 'एक्सप्रेस डिलीवरी', "hindi_description" = 'दोपहर 2 बजे से पहले ऑर्डर करने पर उसी दिन डिलीवरी।' WHERE "id" = 3 AND "name" = 'Express Delivery';
