CREATE TABLE "content_document_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"draft" jsonb,
	"draft_updated_at" timestamp with time zone,
	"draft_by" uuid,
	"published" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	CONSTRAINT "content_documents_path_locale_pk" PRIMARY KEY("path","locale")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_document_versions_path_locale_version" ON "content_document_versions" USING btree ("path","locale","version");