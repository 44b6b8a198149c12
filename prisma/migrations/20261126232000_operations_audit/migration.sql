-- Audit trail of operations (issue 18), by the database like quotations and clients (see
-- 20261125024200_audit_triggers): every change of the fields that matter, whatever path writes it,
-- in the same transaction. A status change (closing and canceling too) is the action "status", any
-- other edit "update", and the actor is the updated_by of the row. Creation and the operatives assigned are
-- recorded by the service (bulk imports then cost nothing here).
CREATE TRIGGER operations_audit AFTER UPDATE ON "operations" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.commercial_id IS DISTINCT FROM NEW.commercial_id OR OLD.house_number IS DISTINCT FROM NEW.house_number OR OLD.master_number IS DISTINCT FROM NEW.master_number OR OLD.shipment_key IS DISTINCT FROM NEW.shipment_key OR OLD.container_numbers IS DISTINCT FROM NEW.container_numbers OR OLD.etd IS DISTINCT FROM NEW.etd OR OLD.eta IS DISTINCT FROM NEW.eta OR OLD.courier IS DISTINCT FROM NEW.courier OR OLD.tracking_number IS DISTINCT FROM NEW.tracking_number OR OLD.quotation_id IS DISTINCT FROM NEW.quotation_id)
  EXECUTE FUNCTION audit_row_change('operation', 'id',
    '{reference,status,client_id,commercial_id,house_number,master_number,shipment_key,container_numbers,etd,eta,courier,tracking_number,quotation_id}');

-- Rates and rules (issue 18 lists them) have no tables yet. When they land, give each table an
-- AFTER INSERT OR UPDATE OR DELETE trigger running audit_row_change with the entity type rate or rule,
-- its id column and the columns that matter, and add the entity type to AUDIT_ENTITY_TYPES in
-- packages/shared/src/audit/audit.ts.
