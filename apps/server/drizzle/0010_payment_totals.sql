CREATE TABLE "payment_totals" (
	"payment_type_id" uuid PRIMARY KEY NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_totals" ADD CONSTRAINT "payment_totals_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Paid payments are counted and summed per payment type as they are written, whoever writes them:
-- a payment marked paid, a paid payment deleted with its student, a change of type or amount.
CREATE OR REPLACE FUNCTION payments_keep_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'paid' THEN
      UPDATE payment_totals SET paid_count = paid_count - 1, paid_paise = paid_paise - OLD.amount_paise
        WHERE payment_type_id = OLD.payment_type_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'paid' THEN
      INSERT INTO payment_totals (payment_type_id, paid_count, paid_paise) VALUES (NEW.payment_type_id, 1, NEW.amount_paise)
        ON CONFLICT (payment_type_id) DO UPDATE
        SET paid_count = payment_totals.paid_count + 1, paid_paise = payment_totals.paid_paise + EXCLUDED.paid_paise;
    END IF;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_keep_totals AFTER INSERT OR DELETE OR UPDATE OF status, amount_paise, payment_type_id ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_keep_totals();
--> statement-breakpoint
INSERT INTO payment_totals (payment_type_id, paid_count, paid_paise)
  SELECT payment_type_id, count(*), sum(amount_paise) FROM payments WHERE status = 'paid' GROUP BY payment_type_id;
