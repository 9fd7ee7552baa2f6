CREATE TABLE "failure_limits" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "failure_limits_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "failure_limits_reset_idx" ON "failure_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "gift_codes_sending_idx" ON "gift_codes" USING btree ("lastupdate","id") WHERE "gift_codes"."invitationstate" = 'SENDING';--> statement-breakpoint
CREATE INDEX "outbox_queued_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_code_idx" ON "outbox" USING btree ("code_id");