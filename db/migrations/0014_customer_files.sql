ALTER TABLE "uploaded_files" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "run_field" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "ticket_message_id" uuid;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "uploaded_by_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "uploaded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_run_id_workflow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."workflow_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_ticket_message_id_ticket_messages_id_fk" FOREIGN KEY ("ticket_message_id") REFERENCES "public"."ticket_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_customer_id_customer_users_id_fk" FOREIGN KEY ("uploaded_by_customer_id") REFERENCES "public"."customer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_run_idx" ON "uploaded_files" USING btree ("run_id","run_field");--> statement-breakpoint
CREATE INDEX "uploaded_files_ticket_message_idx" ON "uploaded_files" USING btree ("ticket_message_id");