-- CreateTable
CREATE TABLE "analytics_agent_period" (
    "kind" TEXT NOT NULL,
    "grain" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "provider_id" UUID NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "quotations" INTEGER NOT NULL DEFAULT 0,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "answered" INTEGER NOT NULL DEFAULT 0,
    "declined" INTEGER NOT NULL DEFAULT 0,
    "costed" INTEGER NOT NULL DEFAULT 0,
    "sold" INTEGER NOT NULL DEFAULT 0,
    "cost_sum" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "cost_n" INTEGER NOT NULL DEFAULT 0,
    "rank_sum" INTEGER NOT NULL DEFAULT 0,
    "ranked" INTEGER NOT NULL DEFAULT 0,
    "cheapest" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_agent_period_pkey" PRIMARY KEY ("kind","grain","day","provider_id","company","commercial_id","client_id","service","transport_mode")
);

-- CreateTable
CREATE TABLE "analytics_lane_period" (
    "kind" TEXT NOT NULL,
    "grain" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "provider_id" UUID NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "origin_code" TEXT NOT NULL,
    "destination_code" TEXT NOT NULL,
    "cost_sum" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "cost_n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_lane_period_pkey" PRIMARY KEY ("kind","grain","day","provider_id","company","commercial_id","client_id","service","transport_mode","origin_code","destination_code")
);

-- CreateTable
CREATE TABLE "analytics_answer_period" (
    "kind" TEXT NOT NULL,
    "grain" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "provider_id" UUID NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "answer_hours" INTEGER NOT NULL,
    "answers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_answer_period_pkey" PRIMARY KEY ("kind","grain","day","provider_id","company","commercial_id","client_id","service","transport_mode","answer_hours")
);

-- CreateTable
CREATE TABLE "analytics_carrier_period" (
    "kind" TEXT NOT NULL,
    "grain" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "provider_id" UUID NOT NULL,
    "carrier" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "costs" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_carrier_period_pkey" PRIMARY KEY ("kind","grain","day","provider_id","carrier","company","commercial_id","client_id","service","transport_mode")
);

-- CreateIndex
CREATE INDEX "analytics_agent_period_kind_grain_client_id_day_idx" ON "analytics_agent_period"("kind", "grain", "client_id", "day");

-- CreateIndex
CREATE INDEX "analytics_answer_period_kind_grain_client_id_day_idx" ON "analytics_answer_period"("kind", "grain", "client_id", "day");

-- CreateIndex
CREATE INDEX "analytics_carrier_period_kind_grain_client_id_day_idx" ON "analytics_carrier_period"("kind", "grain", "client_id", "day");

-- CreateIndex
CREATE INDEX "analytics_lane_period_kind_grain_client_id_day_idx" ON "analytics_lane_period"("kind", "grain", "client_id", "day");

-- Issue 50, the dashboards of the agents (scorecard, carriers, lane prices): each agent rollup per week (from
-- Monday) and per month beside its daily rows, without the client (kind all) and with it (kind client, for
-- a client filter). A trigger on each daily table moves the period rows by the change of the daily row, in the
-- same transaction, so they follow the facts exactly as the daily rows do: analytics_rebuild() recomputes
-- them from the daily rows. The API reads whole months and weeks here and the edge days from the daily
-- rows (AnalyticsRepository), so every answer is the one the daily rows give.
CREATE FUNCTION analytics_agent_period_apply() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE\n  n analytics_agent_daily\x3b\n  o analytics_agent_daily\x3b\n  r analytics_agent_daily\x3b\nBEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_OP <> ''DELETE'' THEN\n    n := NEW\x3b\n  END IF\x3b\n  IF TG_OP <> ''INSERT'' THEN\n    o := OLD\x3b\n  END IF\x3b\n  IF TG_OP = ''DELETE'' THEN\n    r := OLD\x3b\n  ELSE\n    r := NEW\x3b\n  END IF\x3b\n  INSERT INTO analytics_agent_period AS p (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)\n  SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = ''client'' THEN r.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, r.service, r.transport_mode,\n    COALESCE(n.quotations, 0) - COALESCE(o.quotations, 0), COALESCE(n.requests, 0) - COALESCE(o.requests, 0), COALESCE(n.answered, 0) - COALESCE(o.answered, 0), COALESCE(n.declined, 0) - COALESCE(o.declined, 0), COALESCE(n.costed, 0) - COALESCE(o.costed, 0), COALESCE(n.sold, 0) - COALESCE(o.sold, 0), COALESCE(n.cost_sum, 0) - COALESCE(o.cost_sum, 0), COALESCE(n.cost_n, 0) - COALESCE(o.cost_n, 0), COALESCE(n.rank_sum, 0) - COALESCE(o.rank_sum, 0), COALESCE(n.ranked, 0) - COALESCE(o.ranked, 0), COALESCE(n.cheapest, 0) - COALESCE(o.cheapest, 0)\n  FROM (VALUES (''all''), (''client'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n  ON CONFLICT (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode) DO UPDATE SET\n    quotations = p.quotations + EXCLUDED.quotations,\n    requests = p.requests + EXCLUDED.requests,\n    answered = p.answered + EXCLUDED.answered,\n    declined = p.declined + EXCLUDED.declined,\n    costed = p.costed + EXCLUDED.costed,\n    sold = p.sold + EXCLUDED.sold,\n    cost_sum = p.cost_sum + EXCLUDED.cost_sum,\n    cost_n = p.cost_n + EXCLUDED.cost_n,\n    rank_sum = p.rank_sum + EXCLUDED.rank_sum,\n    ranked = p.ranked + EXCLUDED.ranked,\n    cheapest = p.cheapest + EXCLUDED.cheapest\x3b\n  DELETE FROM analytics_agent_period p\n  WHERE p.quotations = 0 AND p.kind IN (''all'', ''client'') AND p.grain IN (''week'', ''month'')\n    AND p.day IN (date_trunc(''week'', r.day::timestamp)::date, date_trunc(''month'', r.day::timestamp)::date)\n    AND p.provider_id = r.provider_id AND p.company = r.company AND p.commercial_id = r.commercial_id AND p.client_id IN (r.client_id, ''00000000-0000-0000-0000-000000000000''::uuid) AND p.service = r.service AND p.transport_mode = r.transport_mode\x3b\n  RETURN NULL\x3b\nEND';

CREATE TRIGGER analytics_agent_period_apply AFTER INSERT OR UPDATE OR DELETE ON analytics_agent_daily FOR EACH ROW EXECUTE FUNCTION analytics_agent_period_apply();

CREATE FUNCTION analytics_answer_period_apply() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE\n  n analytics_answer_daily\x3b\n  o analytics_answer_daily\x3b\n  r analytics_answer_daily\x3b\nBEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_OP <> ''DELETE'' THEN\n    n := NEW\x3b\n  END IF\x3b\n  IF TG_OP <> ''INSERT'' THEN\n    o := OLD\x3b\n  END IF\x3b\n  IF TG_OP = ''DELETE'' THEN\n    r := OLD\x3b\n  ELSE\n    r := NEW\x3b\n  END IF\x3b\n  INSERT INTO analytics_answer_period AS p (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)\n  SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = ''client'' THEN r.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, r.service, r.transport_mode, r.answer_hours,\n    COALESCE(n.answers, 0) - COALESCE(o.answers, 0)\n  FROM (VALUES (''all''), (''client'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n  ON CONFLICT (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours) DO UPDATE SET\n    answers = p.answers + EXCLUDED.answers\x3b\n  DELETE FROM analytics_answer_period p\n  WHERE p.answers = 0 AND p.kind IN (''all'', ''client'') AND p.grain IN (''week'', ''month'')\n    AND p.day IN (date_trunc(''week'', r.day::timestamp)::date, date_trunc(''month'', r.day::timestamp)::date)\n    AND p.provider_id = r.provider_id AND p.company = r.company AND p.commercial_id = r.commercial_id AND p.client_id IN (r.client_id, ''00000000-0000-0000-0000-000000000000''::uuid) AND p.service = r.service AND p.transport_mode = r.transport_mode AND p.answer_hours = r.answer_hours\x3b\n  RETURN NULL\x3b\nEND';

CREATE TRIGGER analytics_answer_period_apply AFTER INSERT OR UPDATE OR DELETE ON analytics_answer_daily FOR EACH ROW EXECUTE FUNCTION analytics_answer_period_apply();

CREATE FUNCTION analytics_carrier_period_apply() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE\n  n analytics_carrier_daily\x3b\n  o analytics_carrier_daily\x3b\n  r analytics_carrier_daily\x3b\nBEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_OP <> ''DELETE'' THEN\n    n := NEW\x3b\n  END IF\x3b\n  IF TG_OP <> ''INSERT'' THEN\n    o := OLD\x3b\n  END IF\x3b\n  IF TG_OP = ''DELETE'' THEN\n    r := OLD\x3b\n  ELSE\n    r := NEW\x3b\n  END IF\x3b\n  INSERT INTO analytics_carrier_period AS p (kind, grain, day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)\n  SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.carrier, r.company, r.commercial_id, CASE WHEN k.kind = ''client'' THEN r.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, r.service, r.transport_mode,\n    COALESCE(n.costs, 0) - COALESCE(o.costs, 0)\n  FROM (VALUES (''all''), (''client'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n  ON CONFLICT (kind, grain, day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode) DO UPDATE SET\n    costs = p.costs + EXCLUDED.costs\x3b\n  DELETE FROM analytics_carrier_period p\n  WHERE p.costs = 0 AND p.kind IN (''all'', ''client'') AND p.grain IN (''week'', ''month'')\n    AND p.day IN (date_trunc(''week'', r.day::timestamp)::date, date_trunc(''month'', r.day::timestamp)::date)\n    AND p.provider_id = r.provider_id AND p.carrier = r.carrier AND p.company = r.company AND p.commercial_id = r.commercial_id AND p.client_id IN (r.client_id, ''00000000-0000-0000-0000-000000000000''::uuid) AND p.service = r.service AND p.transport_mode = r.transport_mode\x3b\n  RETURN NULL\x3b\nEND';

CREATE TRIGGER analytics_carrier_period_apply AFTER INSERT OR UPDATE OR DELETE ON analytics_carrier_daily FOR EACH ROW EXECUTE FUNCTION analytics_carrier_period_apply();

CREATE FUNCTION analytics_lane_period_apply() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE\n  n analytics_lane_daily\x3b\n  o analytics_lane_daily\x3b\n  r analytics_lane_daily\x3b\nBEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_OP <> ''DELETE'' THEN\n    n := NEW\x3b\n  END IF\x3b\n  IF TG_OP <> ''INSERT'' THEN\n    o := OLD\x3b\n  END IF\x3b\n  IF TG_OP = ''DELETE'' THEN\n    r := OLD\x3b\n  ELSE\n    r := NEW\x3b\n  END IF\x3b\n  INSERT INTO analytics_lane_period AS p (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, cost_sum, cost_n)\n  SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = ''client'' THEN r.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, r.service, r.transport_mode, r.origin_code, r.destination_code,\n    COALESCE(n.cost_sum, 0) - COALESCE(o.cost_sum, 0), COALESCE(n.cost_n, 0) - COALESCE(o.cost_n, 0)\n  FROM (VALUES (''all''), (''client'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n  ON CONFLICT (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code) DO UPDATE SET\n    cost_sum = p.cost_sum + EXCLUDED.cost_sum,\n    cost_n = p.cost_n + EXCLUDED.cost_n\x3b\n  DELETE FROM analytics_lane_period p\n  WHERE p.cost_n = 0 AND p.kind IN (''all'', ''client'') AND p.grain IN (''week'', ''month'')\n    AND p.day IN (date_trunc(''week'', r.day::timestamp)::date, date_trunc(''month'', r.day::timestamp)::date)\n    AND p.provider_id = r.provider_id AND p.company = r.company AND p.commercial_id = r.commercial_id AND p.client_id IN (r.client_id, ''00000000-0000-0000-0000-000000000000''::uuid) AND p.service = r.service AND p.transport_mode = r.transport_mode AND p.origin_code = r.origin_code AND p.destination_code = r.destination_code\x3b\n  RETURN NULL\x3b\nEND';

CREATE TRIGGER analytics_lane_period_apply AFTER INSERT OR UPDATE OR DELETE ON analytics_lane_daily FOR EACH ROW EXECUTE FUNCTION analytics_lane_period_apply();

CREATE OR REPLACE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS E'DECLARE\n  previous text := current_setting(''analytics.defer'', true)\x3b\nBEGIN\n  PERFORM pg_advisory_xact_lock(hashtextextended(''analytics:refresh'', 0))\x3b\n  PERFORM set_config(''analytics.defer'', ''on'', true)\x3b\n  DELETE FROM analytics_refresh_queue\x3b\n  TRUNCATE analytics_quotation_facts, analytics_quotation_daily, analytics_quotation_period, analytics_agent_facts, analytics_agent_daily, analytics_answer_daily, analytics_carrier_daily, analytics_lane_daily, analytics_agent_period, analytics_answer_period, analytics_carrier_period, analytics_lane_period\x3b\n  INSERT INTO analytics_quotation_facts (quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container)\n    SELECT quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container\n    FROM analytics_quotation_facts_source\x3b\n  INSERT INTO analytics_agent_facts (quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers, origin_code, destination_code)\n    SELECT quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers, origin_code, destination_code\n    FROM analytics_agent_facts_source\x3b\n  INSERT INTO analytics_quotation_daily (day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n)\n    SELECT day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code,\n      count(*), COALESCE(sum(pricing_wait_s), 0), count(pricing_wait_s), COALESCE(sum(agent_wait_s), 0), count(agent_wait_s)\n    FROM analytics_quotation_facts\n    GROUP BY day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code\n    ORDER BY day\x3b\n  INSERT INTO analytics_quotation_period (kind, grain, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n)\n    SELECT k.kind, g.grain, date_trunc(g.grain, d.day::timestamp)::date, d.company, d.commercial_id,\n    CASE WHEN k.kind = ''client'' THEN d.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, d.service, d.transport_mode, d.status, d.lost_reason,\n    CASE WHEN k.kind = ''lane'' THEN d.origin_code ELSE '''' END, CASE WHEN k.kind = ''lane'' THEN d.destination_code ELSE '''' END,\n      sum(d.quotations), sum(d.pricing_wait_s), sum(d.pricing_wait_n), sum(d.agent_wait_s), sum(d.agent_wait_n)\n    FROM analytics_quotation_daily d CROSS JOIN (VALUES (''all''), (''client''), (''lane'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12\n    ORDER BY 1, 2, 3\x3b\n  INSERT INTO analytics_agent_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)\n    SELECT day, provider_id, company, commercial_id, client_id, service, transport_mode,\n      count(*), sum(requests), sum(answered), sum(declined), count(*) FILTER (WHERE costed), count(*) FILTER (WHERE sold),\n      COALESCE(sum(best_total), 0), count(best_total), COALESCE(sum(price_rank), 0), count(price_rank), count(*) FILTER (WHERE price_rank = 1)\n    FROM analytics_agent_facts\n    GROUP BY day, provider_id, company, commercial_id, client_id, service, transport_mode\x3b\n  INSERT INTO analytics_answer_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)\n    SELECT f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h, count(*)\n    FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.answer_hours) h\n    GROUP BY f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h\x3b\n  INSERT INTO analytics_carrier_daily (day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)\n    SELECT f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, count(*)\n    FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.carriers) c\n    GROUP BY f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode\x3b\n  INSERT INTO analytics_lane_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, cost_sum, cost_n)\n    SELECT day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, sum(best_total), count(*)\n    FROM analytics_agent_facts WHERE best_total IS NOT NULL\n    GROUP BY day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code\x3b\n  INSERT INTO analytics_agent_period (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)\n    SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = ''client'' THEN r.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, r.service, r.transport_mode, sum(r.quotations), sum(r.requests), sum(r.answered), sum(r.declined), sum(r.costed), sum(r.sold), sum(r.cost_sum), sum(r.cost_n), sum(r.rank_sum), sum(r.ranked), sum(r.cheapest)\n    FROM analytics_agent_daily r CROSS JOIN (VALUES (''all''), (''client'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9\n    ORDER BY 1, 2, 3\x3b\n  INSERT INTO analytics_answer_period (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)\n    SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = ''client'' THEN r.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, r.service, r.transport_mode, r.answer_hours, sum(r.answers)\n    FROM analytics_answer_daily r CROSS JOIN (VALUES (''all''), (''client'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10\n    ORDER BY 1, 2, 3\x3b\n  INSERT INTO analytics_carrier_period (kind, grain, day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)\n    SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.carrier, r.company, r.commercial_id, CASE WHEN k.kind = ''client'' THEN r.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, r.service, r.transport_mode, sum(r.costs)\n    FROM analytics_carrier_daily r CROSS JOIN (VALUES (''all''), (''client'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10\n    ORDER BY 1, 2, 3\x3b\n  INSERT INTO analytics_lane_period (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, cost_sum, cost_n)\n    SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = ''client'' THEN r.client_id ELSE ''00000000-0000-0000-0000-000000000000''::uuid END, r.service, r.transport_mode, r.origin_code, r.destination_code, sum(r.cost_sum), sum(r.cost_n)\n    FROM analytics_lane_daily r CROSS JOIN (VALUES (''all''), (''client'')) k(kind) CROSS JOIN (VALUES (''week''), (''month'')) g(grain)\n    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11\n    ORDER BY 1, 2, 3\x3b\n  PERFORM set_config(''analytics.defer'', COALESCE(previous, ''''), true)\x3b\nEND';

INSERT INTO analytics_agent_period (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)
  SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = 'client' THEN r.client_id ELSE '00000000-0000-0000-0000-000000000000'::uuid END, r.service, r.transport_mode, sum(r.quotations), sum(r.requests), sum(r.answered), sum(r.declined), sum(r.costed), sum(r.sold), sum(r.cost_sum), sum(r.cost_n), sum(r.rank_sum), sum(r.ranked), sum(r.cheapest)
  FROM analytics_agent_daily r CROSS JOIN (VALUES ('all'), ('client')) k(kind) CROSS JOIN (VALUES ('week'), ('month')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ORDER BY 1, 2, 3;

INSERT INTO analytics_answer_period (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)
  SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = 'client' THEN r.client_id ELSE '00000000-0000-0000-0000-000000000000'::uuid END, r.service, r.transport_mode, r.answer_hours, sum(r.answers)
  FROM analytics_answer_daily r CROSS JOIN (VALUES ('all'), ('client')) k(kind) CROSS JOIN (VALUES ('week'), ('month')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ORDER BY 1, 2, 3;

INSERT INTO analytics_carrier_period (kind, grain, day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)
  SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.carrier, r.company, r.commercial_id, CASE WHEN k.kind = 'client' THEN r.client_id ELSE '00000000-0000-0000-0000-000000000000'::uuid END, r.service, r.transport_mode, sum(r.costs)
  FROM analytics_carrier_daily r CROSS JOIN (VALUES ('all'), ('client')) k(kind) CROSS JOIN (VALUES ('week'), ('month')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ORDER BY 1, 2, 3;

INSERT INTO analytics_lane_period (kind, grain, day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, cost_sum, cost_n)
  SELECT k.kind, g.grain, date_trunc(g.grain, r.day::timestamp)::date, r.provider_id, r.company, r.commercial_id, CASE WHEN k.kind = 'client' THEN r.client_id ELSE '00000000-0000-0000-0000-000000000000'::uuid END, r.service, r.transport_mode, r.origin_code, r.destination_code, sum(r.cost_sum), sum(r.cost_n)
  FROM analytics_lane_daily r CROSS JOIN (VALUES ('all'), ('client')) k(kind) CROSS JOIN (VALUES ('week'), ('month')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  ORDER BY 1, 2, 3;
