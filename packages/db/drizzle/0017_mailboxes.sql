CREATE TABLE "dev_outbox_attachments" (
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_links" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verifier_sealed" text NOT NULL,
	"browser_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"refresh_token_sealed" text,
	"scope" text DEFAULT '' NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"broken_at" timestamp with time zone,
	CONSTRAINT "mailboxes_kind_token_check" CHECK (("mailboxes"."kind" = 'gmail') = ("mailboxes"."refresh_token_sealed" is not null))
);
--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "from" text;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "dev_outbox_attachments" ADD CONSTRAINT "dev_outbox_attachments_message_id_dev_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."dev_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_links" ADD CONSTRAINT "mailbox_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_outbox_attachments_message_idx" ON "dev_outbox_attachments" USING btree ("message_id","position");--> statement-breakpoint
CREATE INDEX "mailbox_links_user_idx" ON "mailbox_links" USING btree ("user_id");