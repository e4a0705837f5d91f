-- Abuse limits (decisions 200 and 202): the client of each password attempt, which slows a client that keeps trying while
-- the account is locked; and per-address day counts of mails a form can send to any address (newsletter
-- confirmations, sign-up notices, the back office's code-request note).
CREATE TABLE "mail_caps" (
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "mail_caps_kind_email_pk" PRIMARY KEY("kind","email")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "client" text DEFAULT '' NOT NULL;