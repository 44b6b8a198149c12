-- AlterTable
ALTER TABLE "analytics_agent_facts" ADD COLUMN     "destination_code" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "origin_code" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "analytics_lane_daily" (
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

    CONSTRAINT "analytics_lane_daily_pkey" PRIMARY KEY ("day","provider_id","company","commercial_id","client_id","service","transport_mode","origin_code","destination_code")
);

-- Price position on the lane (issue 16): besides its rank among the agents who priced the same
-- quotation, an agent's average cheapest USD cost per quotation on a lane (service, origin and
-- destination) is set against the other agents' average on that lane. Agent facts carry the lane,
-- analytics_lane_daily sums the costs per lane and agent (quotations with more than one container
-- type stay out, as in the cost comparison), and the refresh, apply and rebuild functions feed it.
-- (Semicolons inside function bodies are written \x3b: the migration runner splits statements on them.)

CREATE OR REPLACE VIEW analytics_agent_facts_source AS
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
  COALESCE(t.carriers, '{}'::text[]) AS carriers,
  f.origin_code, f.destination_code
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

CREATE OR REPLACE FUNCTION analytics_refresh_quotation(qid uuid) RETURNS void LANGUAGE plpgsql AS E'BEGIN\n  IF qid IS NULL THEN\n    RETURN\x3b\n  END IF\x3b\n  PERFORM pg_advisory_xact_lock(hashtextextended(''analytics:'' || qid::text, 0))\x3b\n  DELETE FROM analytics_agent_facts WHERE quotation_id = qid\x3b\n  DELETE FROM analytics_quotation_facts WHERE quotation_id = qid\x3b\n  INSERT INTO analytics_quotation_facts (quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container)\n    SELECT quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container\n    FROM analytics_quotation_facts_source WHERE quotation_id = qid\x3b\n  INSERT INTO analytics_agent_facts (quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers, origin_code, destination_code)\n    SELECT quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers, origin_code, destination_code\n    FROM analytics_agent_facts_source WHERE quotation_id = qid\x3b\nEND';

CREATE OR REPLACE FUNCTION analytics_agent_fact_apply() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE\n  f analytics_agent_facts\x3b\n  s int\x3b\nBEGIN\n  IF current_setting(''analytics.defer'', true) = ''on'' THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  IF TG_OP = ''DELETE'' THEN\n    f := OLD\x3b\n    s := -1\x3b\n  ELSE\n    f := NEW\x3b\n    s := 1\x3b\n  END IF\x3b\n  INSERT INTO analytics_agent_daily AS d (day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)\n  VALUES (f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode,\n    s, s * f.requests, s * f.answered, s * f.declined, s * f.costed::int, s * f.sold::int, s * COALESCE(f.best_total, 0), s * (f.best_total IS NOT NULL)::int,\n    s * COALESCE(f.price_rank, 0), s * (f.price_rank IS NOT NULL)::int, s * COALESCE(f.price_rank = 1, false)::int)\n  ON CONFLICT (day, provider_id, company, commercial_id, client_id, service, transport_mode) DO UPDATE SET\n    quotations = d.quotations + EXCLUDED.quotations,\n    requests = d.requests + EXCLUDED.requests,\n    answered = d.answered + EXCLUDED.answered,\n    declined = d.declined + EXCLUDED.declined,\n    costed = d.costed + EXCLUDED.costed,\n    sold = d.sold + EXCLUDED.sold,\n    cost_sum = d.cost_sum + EXCLUDED.cost_sum,\n    cost_n = d.cost_n + EXCLUDED.cost_n,\n    rank_sum = d.rank_sum + EXCLUDED.rank_sum,\n    ranked = d.ranked + EXCLUDED.ranked,\n    cheapest = d.cheapest + EXCLUDED.cheapest\x3b\n  INSERT INTO analytics_answer_daily AS d (day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)\n  SELECT f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h, s * count(*)::int\n  FROM unnest(f.answer_hours) h GROUP BY h\n  ON CONFLICT (day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours) DO UPDATE SET\n    answers = d.answers + EXCLUDED.answers\x3b\n  INSERT INTO analytics_carrier_daily AS d (day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)\n  SELECT f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, s * count(*)::int\n  FROM unnest(f.carriers) c GROUP BY c\n  ON CONFLICT (day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode) DO UPDATE SET\n    costs = d.costs + EXCLUDED.costs\x3b\n  IF f.best_total IS NOT NULL THEN\n    INSERT INTO analytics_lane_daily AS d (day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, cost_sum, cost_n)\n    VALUES (f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, f.origin_code, f.destination_code, s * f.best_total, s)\n    ON CONFLICT (day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code) DO UPDATE SET\n      cost_sum = d.cost_sum + EXCLUDED.cost_sum,\n      cost_n = d.cost_n + EXCLUDED.cost_n\x3b\n  END IF\x3b\n  IF s < 0 THEN\n    DELETE FROM analytics_agent_daily d WHERE d.quotations = 0 AND d.day = f.day AND d.provider_id = f.provider_id AND d.company = f.company\n      AND d.commercial_id = f.commercial_id AND d.client_id = f.client_id AND d.service = f.service AND d.transport_mode = f.transport_mode\x3b\n    DELETE FROM analytics_answer_daily d WHERE d.answers = 0 AND d.day = f.day AND d.provider_id = f.provider_id AND d.company = f.company\n      AND d.commercial_id = f.commercial_id AND d.client_id = f.client_id AND d.service = f.service AND d.transport_mode = f.transport_mode\x3b\n    DELETE FROM analytics_carrier_daily d WHERE d.costs = 0 AND d.day = f.day AND d.provider_id = f.provider_id AND d.company = f.company\n      AND d.commercial_id = f.commercial_id AND d.client_id = f.client_id AND d.service = f.service AND d.transport_mode = f.transport_mode\x3b\n    DELETE FROM analytics_lane_daily d WHERE d.cost_n = 0 AND d.day = f.day AND d.provider_id = f.provider_id AND d.company = f.company\n      AND d.commercial_id = f.commercial_id AND d.client_id = f.client_id AND d.service = f.service AND d.transport_mode = f.transport_mode\n      AND d.origin_code = f.origin_code AND d.destination_code = f.destination_code\x3b\n  END IF\x3b\n  RETURN NULL\x3b\nEND';

CREATE OR REPLACE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS E'DECLARE\n  previous text := current_setting(''analytics.defer'', true)\x3b\nBEGIN\n  PERFORM set_config(''analytics.defer'', ''on'', true)\x3b\n  TRUNCATE analytics_quotation_facts, analytics_quotation_daily, analytics_agent_facts, analytics_agent_daily, analytics_answer_daily, analytics_carrier_daily, analytics_lane_daily\x3b\n  INSERT INTO analytics_quotation_facts (quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container)\n    SELECT quotation_id, day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, pricing_wait_s, agent_wait_s, multi_container\n    FROM analytics_quotation_facts_source\x3b\n  INSERT INTO analytics_agent_facts (quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers, origin_code, destination_code)\n    SELECT quotation_id, provider_id, day, company, commercial_id, client_id, service, transport_mode, requests, answered, declined, answer_hours, costed, sold, best_total, price_rank, carriers, origin_code, destination_code\n    FROM analytics_agent_facts_source\x3b\n  INSERT INTO analytics_quotation_daily (day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code, quotations, pricing_wait_s, pricing_wait_n, agent_wait_s, agent_wait_n)\n    SELECT day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code,\n      count(*), COALESCE(sum(pricing_wait_s), 0), count(pricing_wait_s), COALESCE(sum(agent_wait_s), 0), count(agent_wait_s)\n    FROM analytics_quotation_facts\n    GROUP BY day, company, commercial_id, client_id, service, transport_mode, status, lost_reason, origin_code, destination_code\x3b\n  INSERT INTO analytics_agent_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, quotations, requests, answered, declined, costed, sold, cost_sum, cost_n, rank_sum, ranked, cheapest)\n    SELECT day, provider_id, company, commercial_id, client_id, service, transport_mode,\n      count(*), sum(requests), sum(answered), sum(declined), count(*) FILTER (WHERE costed), count(*) FILTER (WHERE sold),\n      COALESCE(sum(best_total), 0), count(best_total), COALESCE(sum(price_rank), 0), count(price_rank), count(*) FILTER (WHERE price_rank = 1)\n    FROM analytics_agent_facts\n    GROUP BY day, provider_id, company, commercial_id, client_id, service, transport_mode\x3b\n  INSERT INTO analytics_answer_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, answer_hours, answers)\n    SELECT f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h, count(*)\n    FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.answer_hours) h\n    GROUP BY f.day, f.provider_id, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, h\x3b\n  INSERT INTO analytics_carrier_daily (day, provider_id, carrier, company, commercial_id, client_id, service, transport_mode, costs)\n    SELECT f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode, count(*)\n    FROM analytics_agent_facts f CROSS JOIN LATERAL unnest(f.carriers) c\n    GROUP BY f.day, f.provider_id, c, f.company, f.commercial_id, f.client_id, f.service, f.transport_mode\x3b\n  INSERT INTO analytics_lane_daily (day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, cost_sum, cost_n)\n    SELECT day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code, sum(best_total), count(*)\n    FROM analytics_agent_facts WHERE best_total IS NOT NULL\n    GROUP BY day, provider_id, company, commercial_id, client_id, service, transport_mode, origin_code, destination_code\x3b\n  PERFORM set_config(''analytics.defer'', COALESCE(previous, ''''), true)\x3b\nEND';

SELECT analytics_rebuild();
