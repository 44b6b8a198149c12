-- Audit trail of operations (issue 18), by the database like quotations and clients (see
-- 20261125024200_audit_triggers): every change of the fields that matter, whatever path writes it,
-- in the same transaction. A status change (closing and canceling too) is the action "status", any
-- other edit "update", and the actor is the updated_by of the row. Creation and the operatives assigned are
-- recorded by the service (bulk imports then cost nothing here).
CREATE TRIGGER operations_audit AFTER UPDATE ON "operations" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.commercial_id IS DISTINCT FROM NEW.commercial_id OR OLD.house_number IS DISTINCT FROM NEW.house_number OR OLD.master_number IS DISTINCT FROM NEW.master_number OR OLD.shipment_key IS DISTINCT FROM NEW.shipment_key OR OLD.container_numbers IS DISTINCT FROM NEW.container_numbers OR OLD.etd IS DISTINCT FROM NEW.etd OR OLD.eta IS DISTINCT FROM NEW.eta OR OLD.courier IS DISTINCT FROM NEW.courier OR OLD.tracking_number IS DISTINCT FROM NEW.tracking_number OR OLD.quotation_id IS DISTINCT FROM NEW.quotation_id)
  EXECUTE FUNCTION audit_row_change('operation', 'id',
    '{reference,status,client_id,commercial_id,house_number,master_number,shipment_key,container_numbers,etd,eta,courier,tracking_number,quotation_id}');


-- Cost amounts live in cost_charges: each charge written, changed or removed is recorded under its
-- quotation like the cost itself (entity cost, the quotation id), with its amounts, as charge.insert,
-- charge.update or charge.delete. The actor is the creator of the cost, else app.actor_id.
CREATE FUNCTION audit_cost_charge() RETURNS trigger LANGUAGE plpgsql AS
  E'DECLARE\n  cost_row uuid := CASE WHEN TG_OP = ''DELETE'' THEN OLD.cost_id ELSE NEW.cost_id END\x3b\n  q uuid\x3b\n  actor uuid\x3b\nBEGIN\n  SELECT c.quotation_id, c.created_by INTO q, actor FROM costs c WHERE c.id = cost_row\x3b\n  INSERT INTO audit_events (actor_id, entity_type, entity_id, action, before, after)\n  VALUES (COALESCE(actor, NULLIF(current_setting(''app.actor_id'', true), '''')::uuid), ''cost'', q::text, ''charge.'' || lower(TG_OP),\n    CASE WHEN TG_OP <> ''INSERT'' THEN jsonb_build_object(''cost_id'', OLD.cost_id, ''index'', OLD.index, ''charge_code_id'', OLD.charge_code_id, ''description'', OLD.description, ''currency'', OLD.currency, ''amount_per_unit'', OLD.amount_per_unit, ''quantity'', OLD.quantity, ''total'', OLD.total, ''taxed'', OLD.taxed) END,\n    CASE WHEN TG_OP <> ''DELETE'' THEN jsonb_build_object(''cost_id'', NEW.cost_id, ''index'', NEW.index, ''charge_code_id'', NEW.charge_code_id, ''description'', NEW.description, ''currency'', NEW.currency, ''amount_per_unit'', NEW.amount_per_unit, ''quantity'', NEW.quantity, ''total'', NEW.total, ''taxed'', NEW.taxed) END)\x3b\n  RETURN NULL\x3b\nEND';

CREATE TRIGGER cost_charges_audit AFTER INSERT OR UPDATE OR DELETE ON "cost_charges" FOR EACH ROW
  EXECUTE FUNCTION audit_cost_charge();

-- Rates and rules (issue 18 lists them) have no tables yet. When they land, give each table an
-- AFTER INSERT OR UPDATE OR DELETE trigger running audit_row_change with the entity type rate or rule,
-- its id column and the columns that matter, and add the entity type to AUDIT_ENTITY_TYPES in
-- packages/shared/src/audit/audit.ts.
