CREATE TABLE "quota_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"period" text NOT NULL,
	"membership_id" uuid,
	"n" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "quota_uses_n_check" CHECK ("quota_uses"."n" > 0)
);
--> statement-breakpoint
ALTER TABLE "quota_uses" ADD CONSTRAINT "quota_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_uses" ADD CONSTRAINT "quota_uses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_uses_user_idx" ON "quota_uses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quota_uses_membership_idx" ON "quota_uses" USING btree ("membership_id");--> statement-breakpoint
-- Counters are named by the tier table's words (docs/decisions/024-quota-reservations.md).
UPDATE "quota_usage" SET "feature" = 'totaljobs' WHERE "feature" = 'recommendations';--> statement-breakpoint
ALTER TABLE "quota_usage" ADD CONSTRAINT "quota_usage_feature_check" CHECK ("quota_usage"."feature" in ('helper', 'flash', 'totaljobs'));--> statement-breakpoint
ALTER TABLE "quota_usage" ADD CONSTRAINT "quota_usage_used_check" CHECK ("quota_usage"."used" >= 0);