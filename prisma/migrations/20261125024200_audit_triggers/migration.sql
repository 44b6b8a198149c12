-- Audit trail of business rows (issue 18), written by the database itself so that every path
-- (services, raw SQL, jobs) is recorded in the same transaction as the change.
-- Arguments: entity type, the column that identifies the entity, the columns that matter.
-- Only those columns are stored (before/after of the ones that changed), and an update that changes
-- none of them writes nothing. The actor is the row's updated_by/created_by, else app.actor_id.
-- Quotations and clients: changes only (a WHEN clause filters in the executor, so bulk loads and
-- unrelated updates cost nothing), their creation is recorded by the services.
-- (The migration runner splits scripts on every semicolon, so the body spells it \x3b.)
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS
  E'DECLARE\n  cols text[] := TG_ARGV[2]::text[]\x3b\n  old_j jsonb := CASE WHEN TG_OP <> ''INSERT'' THEN to_jsonb(OLD) END\x3b\n  new_j jsonb := CASE WHEN TG_OP <> ''DELETE'' THEN to_jsonb(NEW) END\x3b\n  b jsonb := ''{}''::jsonb\x3b\n  a jsonb := ''{}''::jsonb\x3b\n  c text\x3b\nBEGIN\n  FOREACH c IN ARRAY cols LOOP\n    IF TG_OP = ''UPDATE'' THEN\n      IF (old_j -> c) IS DISTINCT FROM (new_j -> c) THEN\n        b := b || jsonb_build_object(c, old_j -> c)\x3b\n        a := a || jsonb_build_object(c, new_j -> c)\x3b\n      END IF\x3b\n    ELSIF TG_OP = ''INSERT'' THEN\n      a := a || jsonb_build_object(c, new_j -> c)\x3b\n    ELSE\n      b := b || jsonb_build_object(c, old_j -> c)\x3b\n    END IF\x3b\n  END LOOP\x3b\n  IF TG_OP = ''UPDATE'' AND a = ''{}''::jsonb THEN\n    RETURN NULL\x3b\n  END IF\x3b\n  INSERT INTO audit_events (actor_id, entity_type, entity_id, action, before, after)\n  VALUES (\n    COALESCE(\n      CASE TG_OP WHEN ''INSERT'' THEN (new_j ->> ''created_by'')::uuid WHEN ''UPDATE'' THEN (new_j ->> ''updated_by'')::uuid END,\n      NULLIF(current_setting(''app.actor_id'', true), '''')::uuid),\n    TG_ARGV[0],\n    COALESCE(new_j ->> TG_ARGV[1], old_j ->> TG_ARGV[1]),\n    CASE WHEN TG_OP = ''UPDATE'' AND b ? ''status'' THEN ''status'' ELSE lower(TG_OP) END,\n    NULLIF(b, ''{}''::jsonb),\n    NULLIF(a, ''{}''::jsonb))\x3b\n  RETURN NULL\x3b\nEND';

CREATE TRIGGER quotations_audit AFTER UPDATE ON "quotations" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.active IS DISTINCT FROM NEW.active OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id OR OLD.commercial_id IS DISTINCT FROM NEW.commercial_id OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.approval_state IS DISTINCT FROM NEW.approval_state OR OLD.publish_state IS DISTINCT FROM NEW.publish_state)
  EXECUTE FUNCTION audit_row_change('quotation', 'id',
    '{reference,status,active,client_id,commercial_id,assigned_to_id,pricing_user_id,publish_state,approval_state,approval_decided_by,not_approved_reason}');

CREATE TRIGGER clients_audit AFTER UPDATE ON "clients" FOR EACH ROW
  WHEN (OLD.trade_name IS DISTINCT FROM NEW.trade_name OR OLD.legal_name IS DISTINCT FROM NEW.legal_name OR OLD.tax_id IS DISTINCT FROM NEW.tax_id OR OLD.country IS DISTINCT FROM NEW.country OR OLD.commercial_id IS DISTINCT FROM NEW.commercial_id OR OLD.payment_terms IS DISTINCT FROM NEW.payment_terms OR OLD.credit_days IS DISTINCT FROM NEW.credit_days OR OLD.cw_code IS DISTINCT FROM NEW.cw_code)
  EXECUTE FUNCTION audit_row_change('client', 'id', '{trade_name,legal_name,tax_id,country,commercial_id,payment_terms,credit_days,cw_code}');

CREATE TRIGGER costs_audit AFTER INSERT OR UPDATE OR DELETE ON "costs" FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('cost', 'quotation_id',
    '{id,provider_id,cost_request_id,batch_id,description,valid_until,carrier,transit_days}');

CREATE TRIGGER sell_lines_audit AFTER INSERT OR UPDATE OR DELETE ON "sell_lines" FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('sell', 'quotation_id',
    '{id,index,charge_code_id,description,currency,cost_amount,margin_kind,margin_value,sell_amount,tax_amount,client_visible}');
