CREATE TABLE "demo_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"subscription_status" text,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_checkout_sessions_status_check" CHECK ("demo_checkout_sessions"."status" in ('open', 'complete')),
	CONSTRAINT "demo_checkout_sessions_subscription_status_check" CHECK ("demo_checkout_sessions"."subscription_status" is null or "demo_checkout_sessions"."subscription_status" in ('active', 'trialing'))
);
--> statement-breakpoint
ALTER TABLE "demo_checkout_sessions" ADD CONSTRAINT "demo_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_checkout_sessions_user_idx" ON "demo_checkout_sessions" USING btree ("user_id");