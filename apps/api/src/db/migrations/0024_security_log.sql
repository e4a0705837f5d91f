-- Login, back-office and payment events kept 180 days for CERT-In (decision 211); pruned by the API, by `at`.
CREATE TABLE "security_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"member_id" integer,
	"ip" text,
	"request_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_log_at_idx" ON "security_log" USING btree ("at");