-- confident_claim_threshold(): the confidence from which a claim is trusted enough to be compared with other
-- sources (price_disagreements, prices_open_weight_hosts). The extractor's confidence is calibrated by the
-- model stage (0.85 keeps the rules' strongest patterns and the model's calibrated scores above it); below this, a disagreement is far more often an
-- extraction error than a real one. Change it here; every mart that filters on it follows.
create or replace macro confident_claim_threshold() as 0.85;

