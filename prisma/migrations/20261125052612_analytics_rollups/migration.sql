-- CreateTable
CREATE TABLE "analytics_quotation_facts" (
    "quotation_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "lost_reason" TEXT NOT NULL,
    "origin_code" TEXT NOT NULL,
    "destination_code" TEXT NOT NULL,
    "pricing_wait_s" BIGINT,
    "agent_wait_s" BIGINT,
    "multi_container" BOOLEAN NOT NULL,

    CONSTRAINT "analytics_quotation_facts_pkey" PRIMARY KEY ("quotation_id")
);

-- CreateTable
CREATE TABLE "analytics_quotation_daily" (
    "day" DATE NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "lost_reason" TEXT NOT NULL,
    "origin_code" TEXT NOT NULL,
    "destination_code" TEXT NOT NULL,
    "quotations" INTEGER NOT NULL DEFAULT 0,
    "pricing_wait_s" BIGINT NOT NULL DEFAULT 0,
    "pricing_wait_n" INTEGER NOT NULL DEFAULT 0,
    "agent_wait_s" BIGINT NOT NULL DEFAULT 0,
    "agent_wait_n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_quotation_daily_pkey" PRIMARY KEY ("day","company","commercial_id","client_id","service","transport_mode","status","lost_reason","origin_code","destination_code")
);

-- CreateTable
CREATE TABLE "analytics_agent_facts" (
    "quotation_id" UUID NOT NULL,
    "provider_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "requests" INTEGER NOT NULL,
    "answered" INTEGER NOT NULL,
    "declined" INTEGER NOT NULL,
    "answer_hours" INTEGER[],
    "costed" BOOLEAN NOT NULL,
    "sold" BOOLEAN NOT NULL,
    "best_total" DECIMAL(14,2),
    "price_rank" INTEGER,
    "carriers" TEXT[],

    CONSTRAINT "analytics_agent_facts_pkey" PRIMARY KEY ("quotation_id","provider_id")
);

-- CreateTable
CREATE TABLE "analytics_agent_daily" (
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

    CONSTRAINT "analytics_agent_daily_pkey" PRIMARY KEY ("day","provider_id","company","commercial_id","client_id","service","transport_mode")
);

-- CreateTable
CREATE TABLE "analytics_answer_daily" (
    "day" DATE NOT NULL,
    "provider_id" UUID NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "answer_hours" INTEGER NOT NULL,
    "answers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_answer_daily_pkey" PRIMARY KEY ("day","provider_id","company","commercial_id","client_id","service","transport_mode","answer_hours")
);

-- CreateTable
CREATE TABLE "analytics_carrier_daily" (
    "day" DATE NOT NULL,
    "provider_id" UUID NOT NULL,
    "carrier" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "commercial_id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "transport_mode" TEXT NOT NULL,
    "costs" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_carrier_daily_pkey" PRIMARY KEY ("day","provider_id","carrier","company","commercial_id","client_id","service","transport_mode")
);

-- CreateIndex
CREATE INDEX "analytics_quotation_daily_commercial_id_day_idx" ON "analytics_quotation_daily"("commercial_id", "day");

-- Analytics rollups (issue 16): the facts of one quotation (and of each agent asked on it) are
-- recomputed from the base tables by analytics_refresh_quotation(id), called by row triggers on
-- quotations, cost_requests, costs, cost_charges and sell_lines, so they change in the same
-- transaction as the change itself. Triggers on the fact tables take back what the old fact had
-- added to the daily aggregates and add the new one. Dashboards read only the daily aggregates.
-- A bulk load may set the transaction setting analytics.defer to on and call analytics_rebuild().
-- Definitions: the day is the quotation's creation date in America/Montevideo (the company's zone).
-- A request counts when it was e-mailed (sent_at) and was not withdrawn unanswered. A decline is an
-- answer. Answer time is from sending to answer or decline, in whole hours. Waiting with the agent
-- runs from the first request sent to the last answer, waiting with pricing is the rest of the time
-- from the request to the quotation being sent to the client. A cost total is the sum of its USD
-- charges, an agent's price on a quotation is its cheapest cost, ranked among the agents who priced
-- it (1 = cheapest, only when two or more did). The agent's cost was sold when a sell line comes from
-- one of its cost charges. Quotations with more than one container type leave the cost comparison.

CREATE VIEW analytics_quotation_facts_source AS
SELECT q.id AS quotation_id,
  (q.created_at AT TIME ZONE 'America/Montevideo')::date AS day,
  q.company::text AS company,
  q.commercial_id,
  q.client_id,
  q.service::text AS service,
  q.transport_mode::text AS transport_mode,
  q.status::text AS status,
  CASE WHEN q.status = 'NOT_APPROVED' THEN
    CASE WHEN split_part(COALESCE(q.not_approved_reason, ''), ': ', 1) IN ('PRICE', 'TRANSIT_TIME', 'SERVICE', 'OTHER')
      THEN split_part(q.not_approved_reason, ': ', 1) ELSE 'OTHER' END
  ELSE '' END AS lost_reason,
  COALESCE(q.origin_code, '') AS origin_code,
  COALESCE(q.destination_code, '') AS destination_code,
  CASE WHEN q.sent_at IS NOT NULL THEN
    GREATEST(0, floor(extract(epoch FROM q.sent_at - q.created_at))::bigint - COALESCE(w.agent_wait_s, 0))
  END AS pricing_wait_s,
  w.agent_wait_s,
  (SELECT count(DISTINCT c ->> 'type') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(q.containers) = 'array' THEN q.containers ELSE '[]'::jsonb END) c) > 1 AS multi_container
FROM quotations q
LEFT JOIN LATERAL (
  SELECT floor(extract(epoch FROM max(COALESCE(r.answered_at, r.declined_at)) - min(r.sent_at)))::bigint AS agent_wait_s
  FROM cost_requests r
  WHERE r.quotation_id = q.id AND r.sent_at IS NOT NULL AND COALESCE(r.answered_at, r.declined_at) IS NOT NULL
) w ON true
WHERE q.active;

CREATE VIEW analytics_agent_facts_source AS
SELECT p.quotation_id, p.provider_id, f.day, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode,
  COALESCE(r.requests, 0)::int AS requests,
  COALESCE(r.answered, 0)::int AS answered,
  COALESCE(r.declined, 0)::int AS declined,
  COALESCE(r.answer_hours, '{}'::int[]) AS answer_hours,
  (t.quotation_id IS NOT NULL) AS costed,
  EXISTS (
    SELECT 1 FROM sell_lines s
    JOIN cost_charges cc ON cc.id = s.cost_charge_id
    JOIN costs c ON c.id = cc.cost_id
    WHERE s.quotation_id = p.quotation_id AND c.provider_id = p.provider_id
  ) AS sold,
  CASE WHEN f.multi_container THEN NULL ELSE t.best_total END AS best_total,
  CASE WHEN t.agents > 1 THEN t.price_rank END::int AS price_rank,
  COALESCE(t.carriers, '{}'::text[]) AS carriers
FROM (SELECT quotation_id, provider_id FROM cost_requests UNION SELECT quotation_id, provider_id FROM costs) p
JOIN analytics_quotation_facts f ON f.quotation_id = p.quotation_id
LEFT JOIN (
  SELECT quotation_id, provider_id,
    count(*) FILTER (WHERE sent_at IS NOT NULL AND (cancelled_at IS NULL OR answered_at IS NOT NULL OR declined_at IS NOT NULL)) AS requests,
    count(*) FILTER (WHERE sent_at IS NOT NULL AND (answered_at IS NOT NULL OR declined_at IS NOT NULL)) AS answered,
    count(*) FILTER (WHERE sent_at IS NOT NULL AND answered_at IS NULL AND declined_at IS NOT NULL) AS declined,
    array_agg(floor(extract(epoch FROM COALESCE(answered_at, declined_at) - sent_at) / 3600)::int ORDER BY COALESCE(answered_at, declined_at))
      FILTER (WHERE sent_at IS NOT NULL AND (answered_at IS NOT NULL OR declined_at IS NOT NULL)) AS answer_hours
  FROM cost_requests
  GROUP BY quotation_id, provider_id
) r ON r.quotation_id = p.quotation_id AND r.provider_id = p.provider_id
LEFT JOIN (
  SELECT x.quotation_id, x.provider_id, x.best_total, x.carriers,
    rank() OVER (PARTITION BY x.quotation_id ORDER BY x.best_total) AS price_rank,
    count(*) OVER (PARTITION BY x.quotation_id) AS agents
  FROM (
    SELECT c.quotation_id, c.provider_id, min(tot.total) AS best_total,
      COALESCE(array_agg(c.carrier ORDER BY c.created_at, c.id) FILTER (WHERE COALESCE(c.carrier, '') <> ''), '{}'::text[]) AS carriers
    FROM costs c
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(cc.total) FILTER (WHERE cc.currency = 'USD'), 0)::numeric(14, 2) AS total FROM cost_charges cc WHERE cc.cost_id = c.id
    ) tot
    GROUP BY c.quotation_id, c.provider_id
  ) x
) t ON t.quotation_id = p.quotation_id AND t.provider_id = p.provider_id;

CREATE FUNCTION analytics_refresh_quotation(qid uuid) RETURNS void LANGUAGE plpgsql AS E'BEGIN\n  IF qid IS NULL THEN\n    RETURN\x3b\n  END IF\x3b\n  DELETE FROM analytics_agent_facts WHERE quotation_id = qid\x3b\n  DELETE FROM analytics_quotation_facts WHERE quotation_id = qid\x3b\n  INSERT INTO analytics_quotation_facts (quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container)\n    SELECT quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container\n    FROM analytics_quotation_facts_source WHERE quotation_id = qid\x3b\n  INSERT INTO analytics_agent_facts (quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers)\n    SELECT quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers\n    FROM analytics_agent_facts_source WHERE quotation_id = qid\x3b\nEND';

CREATE FUNCTION analytics_on_change() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE\n  rec jsonb := COALESCE(to_jsonb(NEW), to_jsonb(OLD))\x3b\n  qid uuid\x3b\nBEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_TABLE_NAME = ''quotations'' THEN\n    qid := (rec ->> ''id'')::uuid\x3b\n  ELSIF TG_TABLE_NAME = ''cost_charges'' THEN\n    SELECT quotation_id INTO qid FROM costs WHERE id = (rec ->> ''cost_id'')::uuid\x3b\n  ELSE\n    qid := (rec ->> ''quotation_id'')::uuid\x3b\n  END IF\x3b\n  PERFORM analytics_refresh_quotation(qid)\x3b\n  RETURN NULL\x3b\nEND';

CREATE FUNCTION analytics_quotation_fact_apply() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_OP = ''DELETE'' THEN\n    UPDATE analytics_quotation_daily d SET\n      quotations = d.quotations - 1,\n      pricing_wait_s = d.pricing_wait_s - COALESCE(OLD.pricing_wait_s, 0),\n      pricing_wait_n = d.pricing_wait_n - (OLD.pricing_wait_s IS NOT NULL)::int,\n      agent_wait_s = d.agent_wait_s - COALESCE(OLD.agent_wait_s, 0),\n      agent_wait_n = d.agent_wait_n - (OLD.agent_wait_s IS NOT NULL)::int\n    WHERE d.day = OLD.day AND d.company = OLD.company AND d.commercial_id = OLD.commercial_id AND d.client_id = OLD.client_id\n      AND d.service = OLD.service AND d.transport_mode = OLD.transport_mode AND d.status = OLD.status AND d.lost_reason = OLD.lost_reason\n      AND d.origin_code = OLD.origin_code AND d.destination_code = OLD.destination_code\x3b\n    DELETE FROM analytics_quotation_daily d\n    WHERE d.quotations = 0 AND d.day = OLD.day AND d.company = OLD.company AND d.commercial_id = OLD.commercial_id AND d.client_id = OLD.client_id\n      AND d.service = OLD.service AND d.transport_mode = OLD.transport_mode AND d.status = OLD.status AND d.lost_reason = OLD.lost_reason\n      AND d.origin_code = OLD.origin_code AND d.destination_code = OLD.destination_code\x3b\n    RETURN NULL\x3b\n  END IF\x3b\n  INSERT INTO analytics_quotation_daily AS d (day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n)\n  VALUES (NEW.day, NEW.company, NEW.commercial_id, NEW.client_id, NEW.service, NEW.transport_mode, NEW.status, NEW.lost_reason, NEW.origin_code, NEW.destination_code,\n    1, COALESCE(NEW.pricing_wait_s, 0), (NEW.pricing_wait_s IS NOT NULL)::int, COALESCE(NEW.agent_wait_s, 0), (NEW.agent_wait_s IS NOT NULL)::int)\n  ON CONFLICT (day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code) DO UPDATE SET\n    quotations = d.quotations + EXCLUDED.quotations,\n    pricing_wait_s = d.pricing_wait_s + EXCLUDED.pricing_wait_s,\n    pricing_wait_n = d.pricing_wait_n + EXCLUDED.pricing_wait_n,\n    agent_wait_s = d.agent_wait_s + EXCLUDED.agent_wait_s,\n    agent_wait_n = d.agent_wait_n + EXCLUDED.agent_wait_n\x3b\n  RETURN NULL\x3b\nEND';

CREATE FUNCTION analytics_agent_fact_apply() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE\n  f analytics_agent_facts\x3b\n  s int\x3b\nBEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_OP = ''DELETE'' THEN\n    f := OLD\x3b\n    s := -1\x3b\n  ELSE\n    f := NEW\x3b\n    s := 1\x3b\n  END IF\x3b\n  INSERT INTO analytics_agent_daily AS d (day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)\n  VALUES (f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode,\n    s, s * f.requests, s * f.answered, s * f.declined, s * f.costed::int, s * f.sold::int, s * COALESCE(f.best_total, 0), s * (f.best_total IS NOT NULL)::int,\n    s * COALESCE(f.price_rank, 0), s * (f.price_rank IS NOT NULL)::int, s * COALESCE(f.price_rank = 1, false)::int)\n  ON CONFLICT (day, provider_id, company, commercial_id, client_id, service, transport_mode) DO UPDATE SET\n    quotations = d.quotations + EXCLUDED.quotations,\n    requests = d.requests + EXCLUDED.requests,\n    answered = d.answered + EXCLUDED.answered,\n    declined = d.declined + EXCLUDED.declined,\n    costed = d.costed + EXCLUDED.costed,\n    sold = d.sold + EXCLUDED.sold,\n    cost_sum = d.cost_sum + EXCLUDED.cost_sum,\n    cost_n = d.cost_n + EXCLUDED.cost_n,\n    rank_sum = d.rank_sum + EXCLUDED.rank_sum,\n    ranked = d.ranked + EXCLUDED.ranked,\n    cheapest = d.cheapest + EXCLUDED.cheapest\x3b\n  INSERT INTO analytics_answer_daily AS d (day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)\n  SELECT f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h, s * count(*)::int\n  FROM unnest(f.answer_hours) h GROUP BY h\n  ON CONFLICT (day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours) DO UPDATE SET\n    answers = d.answers + EXCLUDED.answers\x3b\n  INSERT INTO analytics_carrier_daily AS d (day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)\n  SELECT f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, s * count(*)::int\n  FROM unnest(f.carriers) c GROUP BY c\n  ON CONFLICT (day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode) DO UPDATE SET\n    costs = d.costs + EXCLUDED.costs\x3b\n  IF s < 0 THEN\n    DELETE FROM analytics_agent_daily d WHERE d.quotations = 0 AND d.day = f.day AND d.provider_id = f.provider_id AND d.company = f.company\n      AND d.commercial_id = f.commercial_id AND d.client_id = f.client_id AND d.service = f.service AND d.transport_mode = f.transport_mode\x3b\n    DELETE FROM analytics_answer_daily d WHERE d.answers = 0 AND d.day = f.day AND d.provider_id = f.provider_id AND d.company = f.company\n      AND d.commercial_id = f.commercial_id AND d.client_id = f.client_id AND d.service = f.service AND d.transport_mode = f.transport_mode\x3b\n    DELETE FROM analytics_carrier_daily d WHERE d.costs = 0 AND d.day = f.day AND d.provider_id = f.provider_id AND d.company = f.company\n      AND d.commercial_id = f.commercial_id AND d.client_id = f.client_id AND d.service = f.service AND d.transport_mode = f.transport_mode\x3b\n  END IF\x3b\n  RETURN NULL\x3b\nEND';

CREATE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS E'DECLARE\n  previous text := current_setting(''analytics.defer'', true)\x3b\nBEGIN\n  PERFORM set_config(''analytics.defer'', ''on'', true)\x3b\n  TRUNCATE analytics_quotation_facts, analytics_quotation_daily, analytics_agent_facts, analytics_agent_daily, analytics_answer_daily, analytics_carrier_daily\x3b\n  INSERT INTO analytics_quotation_facts (quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container)\n    SELECT quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container\n    FROM analytics_quotation_facts_source\x3b\n  INSERT INTO analytics_agent_facts (quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers)\n    SELECT quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers\n    FROM analytics_agent_facts_source\x3b\n  INSERT INTO analytics_quotation_daily (day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n)\n    SELECT day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code,\n      count(*), COALESCE(sum(pricing_wait_s), 0), count(pricing_wait_s), COALESCE(sum(agent_wait_s), 0), count(agent_wait_s)\n    FROM analytics_quotation_facts\n    GROUP BY day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code\x3b\n  INSERT INTO analytics_agent_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)\n    SELECT day, provider_id, company, commercial_id, client_id, service, transport_mode,\n      count(*), sum(requests), sum(answered), sum(declined), count(*) FILTER (WHERE costed), count(*) FILTER (WHERE sold),\n      COALESCE(sum(best_total), 0), count(best_total), COALESCE(sum(price_rank), 0), count(price_rank), count(*) FILTER (WHERE price_rank = 1)\n    FROM analytics_agent_facts\n    GROUP BY day, provider_id, company, commercial_id, client_id, service, transport_mode\x3b\n  INSERT INTO analytics_answer_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)\n    SELECT f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h, count(*)\n    FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.answer_hours) h\n    GROUP BY f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h\x3b\n  INSERT INTO analytics_carrier_daily (day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)\n    SELECT f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, count(*)\n    FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.carriers) c\n    GROUP BY f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode\x3b\n  PERFORM set_config(''analytics.defer'', COALESCE(previous, ''''), true)\x3b\nEND';

CREATE TRIGGER analytics_quotation_facts_apply AFTER INSERT OR DELETE ON "analytics_quotation_facts" FOR EACH ROW
  EXECUTE FUNCTION analytics_quotation_fact_apply();
CREATE TRIGGER analytics_agent_facts_apply AFTER INSERT OR DELETE ON "analytics_agent_facts" FOR EACH ROW
  EXECUTE FUNCTION analytics_agent_fact_apply();

CREATE TRIGGER quotations_analytics_write AFTER INSERT OR DELETE ON "quotations" FOR EACH ROW
  EXECUTE FUNCTION analytics_on_change();
CREATE TRIGGER quotations_analytics_update AFTER UPDATE ON "quotations" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.active IS DISTINCT FROM NEW.active OR OLD.company IS DISTINCT FROM NEW.company
    OR OLD.service IS DISTINCT FROM NEW.service OR OLD.transport_mode IS DISTINCT FROM NEW.transport_mode
    OR OLD.commercial_id IS DISTINCT FROM NEW.commercial_id OR OLD.client_id IS DISTINCT FROM NEW.client_id
    OR OLD.not_approved_reason IS DISTINCT FROM NEW.not_approved_reason OR OLD.origin_code IS DISTINCT FROM NEW.origin_code
    OR OLD.destination_code IS DISTINCT FROM NEW.destination_code OR OLD.sent_at IS DISTINCT FROM NEW.sent_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.containers IS DISTINCT FROM NEW.containers)
  EXECUTE FUNCTION analytics_on_change();
CREATE TRIGGER cost_requests_analytics AFTER INSERT OR UPDATE OR DELETE ON "cost_requests" FOR EACH ROW
  EXECUTE FUNCTION analytics_on_change();
CREATE TRIGGER costs_analytics AFTER INSERT OR UPDATE OR DELETE ON "costs" FOR EACH ROW
  EXECUTE FUNCTION analytics_on_change();
CREATE TRIGGER cost_charges_analytics AFTER INSERT OR UPDATE OR DELETE ON "cost_charges" FOR EACH ROW
  EXECUTE FUNCTION analytics_on_change();
CREATE TRIGGER sell_lines_analytics AFTER INSERT OR UPDATE OF cost_charge_id, quotation_id OR DELETE ON "sell_lines" FOR EACH ROW
  EXECUTE FUNCTION analytics_on_change();

SELECT analytics_rebuild();
