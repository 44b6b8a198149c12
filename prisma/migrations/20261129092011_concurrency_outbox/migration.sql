-- CreateEnum
CREATE TYPE "MailState" AS ENUM ('SENDING', 'SENT', 'FAILED');

-- AlterTable
ALTER TABLE "sent_mails" ADD COLUMN     "attempt_at" TIMESTAMPTZ(3),
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "interrupted" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "state" "MailState" NOT NULL DEFAULT 'SENT',
ALTER COLUMN "sent_at" DROP NOT NULL,
ALTER COLUMN "sent_at" DROP DEFAULT;

-- CreateTable
CREATE TABLE "outbox_jobs" (
    "id" BIGSERIAL NOT NULL,
    "queue" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "job_id" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_refresh_queue" (
    "id" BIGSERIAL NOT NULL,
    "quotation_id" UUID NOT NULL,
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_refresh_queue_pkey" PRIMARY KEY ("id")
);


-- Issue 37: no write waits on, or deadlocks through, the analytics rollups. The triggers on the facts'
-- sources (quotations, cost_requests, costs, cost_charges, sell_lines) used to recompute the quotation's
-- facts, and through them the shared daily aggregates (one row per day, client, commercial, status...,
-- and per agent), inside the writer's transaction. Two analysts writing on quotations of the same client
-- and day then locked the same aggregate rows in different orders (a cost-request insert against a
-- mail-sent update): PostgreSQL broke the deadlock by aborting one of them, a 500 to the user.
-- Now a trigger only appends the quotation's id to analytics_refresh_queue (an insert that waits on
-- nobody), and analytics_refresh_pending() recomputes the queued quotations in a transaction of its own:
-- one refresher at a time (an advisory lock), quotations in id order, so refreshers cannot deadlock either.
-- The API runs it every second and before each dashboard read (AnalyticsRefresher), so dashboards still
-- show a write as soon as it is committed. A rebuild takes the same lock and empties the queue.
-- (Semicolons inside the bodies are written \x3b: the migration runner splits statements on them.)
CREATE OR REPLACE FUNCTION analytics_on_change() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE\n  rec jsonb := COALESCE(to_jsonb(NEW), to_jsonb(OLD))\x3b\n  qid uuid\x3b\nBEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_TABLE_NAME = ''quotations'' THEN\n    qid := (rec ->> ''id'')::uuid\x3b\n  ELSIF TG_TABLE_NAME = ''cost_charges'' THEN\n    SELECT quotation_id INTO qid FROM costs WHERE id = (rec ->> ''cost_id'')::uuid\x3b\n  ELSE\n    qid := (rec ->> ''quotation_id'')::uuid\x3b\n  END IF\x3b\n  IF qid IS NOT NULL THEN\n    INSERT INTO analytics_refresh_queue (quotation_id) VALUES (qid)\x3b\n  END IF\x3b\n  RETURN NULL\x3b\nEND';

CREATE FUNCTION analytics_refresh_pending(wait boolean, max_quotations integer DEFAULT 500) RETURNS integer LANGUAGE plpgsql AS E'DECLARE\n  ids uuid[]\x3b\n  qid uuid\x3b\nBEGIN\n  IF NOT EXISTS (SELECT 1 FROM analytics_refresh_queue) THEN\n    RETURN 0\x3b\n  END IF\x3b\n  IF wait THEN\n    PERFORM pg_advisory_xact_lock(hashtextextended(''analytics:refresh'', 0))\x3b\n  ELSIF NOT pg_try_advisory_xact_lock(hashtextextended(''analytics:refresh'', 0)) THEN\n    RETURN 0\x3b\n  END IF\x3b\n  WITH batch AS (\n    SELECT quotation_id FROM analytics_refresh_queue\n    WHERE quotation_id IN (SELECT quotation_id FROM analytics_refresh_queue ORDER BY id LIMIT max_quotations)\n  ), taken AS (\n    DELETE FROM analytics_refresh_queue r USING (SELECT DISTINCT quotation_id FROM batch) b WHERE r.quotation_id = b.quotation_id RETURNING r.quotation_id\n  )\n  SELECT array_agg(DISTINCT quotation_id ORDER BY quotation_id) INTO ids FROM taken\x3b\n  FOREACH qid IN ARRAY COALESCE(ids, ''{}''::uuid[]) LOOP\n    PERFORM analytics_refresh_quotation(qid)\x3b\n  END LOOP\x3b\n  RETURN COALESCE(array_length(ids, 1), 0)\x3b\nEND';

CREATE OR REPLACE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS E'DECLARE\n  previous text := current_setting(''analytics.defer'', true)\x3b\nBEGIN\n  PERFORM pg_advisory_xact_lock(hashtextextended(''analytics:refresh'', 0))\x3b\n  PERFORM set_config(''analytics.defer'', ''on'', true)\x3b\n  DELETE FROM analytics_refresh_queue\x3b\n  TRUNCATE analytics_quotation_facts, analytics_quotation_daily, analytics_agent_facts, analytics_agent_daily, analytics_answer_daily, analytics_carrier_daily, analytics_lane_daily\x3b\n  INSERT INTO analytics_quotation_facts (quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container)\n    SELECT quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container\n    FROM analytics_quotation_facts_source\x3b\n  INSERT INTO analytics_agent_facts (quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers, origin_code, destination_code)\n    SELECT quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers, origin_code, destination_code\n    FROM analytics_agent_facts_source\x3b\n  INSERT INTO analytics_quotation_daily (day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n)\n    SELECT day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code,\n      count(*), COALESCE(sum(pricing_wait_s), 0), count(pricing_wait_s), COALESCE(sum(agent_wait_s), 0), count(agent_wait_s)\n    FROM analytics_quotation_facts\n    GROUP BY day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code\n    ORDER BY day\x3b\n  INSERT INTO analytics_agent_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)\n    SELECT day, provider_id, company, commercial_id, client_id, service, transport_mode,\n      count(*), sum(requests), sum(answered), sum(declined), count(*) FILTER (WHERE costed), count(*) FILTER (WHERE sold),\n      COALESCE(sum(best_total), 0), count(best_total), COALESCE(sum(price_rank), 0), count(price_rank), count(*) FILTER (WHERE price_rank = 1)\n    FROM analytics_agent_facts\n    GROUP BY day, provider_id, company, commercial_id, client_id, service, transport_mode\x3b\n  INSERT INTO analytics_answer_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)\n    SELECT f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h, count(*)\n    FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.answer_hours) h\n    GROUP BY f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h\x3b\n  INSERT INTO analytics_carrier_daily (day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)\n    SELECT f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, count(*)\n    FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.carriers) c\n    GROUP BY f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode\x3b\n  INSERT INTO analytics_lane_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, cost_sum, cost_n)\n    SELECT day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, sum(best_total), count(*)\n    FROM analytics_agent_facts WHERE best_total IS NOT NULL\n    GROUP BY day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code\x3b\n  PERFORM set_config(''analytics.defer'', COALESCE(previous, ''''), true)\x3b\nEND';
