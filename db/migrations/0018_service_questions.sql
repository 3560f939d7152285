ALTER TABLE "calls" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;