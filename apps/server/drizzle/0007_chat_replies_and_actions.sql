CREATE TABLE "chat_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_actions_kind_check" CHECK ("chat_actions"."kind" in ('add-to-shopping-list', 'plan-meals'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "status" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "recipe_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_actions" ADD CONSTRAINT "chat_actions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_actions" ADD CONSTRAINT "chat_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_actions_message_idx" ON "chat_actions" USING btree ("message_id","position");--> statement-breakpoint
CREATE INDEX "chat_actions_user_idx" ON "chat_actions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_one_streaming_per_user_idx" ON "chat_messages" USING btree ("user_id") WHERE "chat_messages"."status" = 'streaming';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_status_check" CHECK ("chat_messages"."status" in ('complete', 'streaming', 'incomplete'));--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_mode_check" CHECK ("chat_messages"."mode" is null or "chat_messages"."mode" in ('model', 'offline'));