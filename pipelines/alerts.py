"""Alerts about failed runs: a row in the warehouse's `alerts` table, and optionally a webhook post."""

from __future__ import annotations

import httpx

from warehouse import Warehouse, transaction
from warehouse.db import utcnow
from warehouse.loaders import upsert_rows

WEBHOOK_TIMEOUT_S = 10.0


def post_webhook(url: str, payload: dict) -> str:
    """POST the alert as JSON; 'sent', or why it was not (an alert must never fail the sensor)."""
    try:
        response = httpx.post(url, json=payload, timeout=WEBHOOK_TIMEOUT_S, follow_redirects=False)
    except httpx.HTTPError as exc:
        return f"not sent: {type(exc).__name__}: {exc}"[:500]
    return "sent" if response.is_success else f"not sent: HTTP status {response.status_code}"


def record_alert(warehouse: Warehouse, *, alert_id: str, job_name: str, partition: str | None, message: str,
                 webhook_url: str | None = None) -> dict:
    """Store the alert (one row per failed run) and post it when a webhook is configured."""
    row = {"alert_id": alert_id, "job_name": job_name, "partition": partition, "message": message[:4000],
           "raised_at": utcnow(), "webhook_url": webhook_url, "webhook_status": None}
    if webhook_url:
        row["webhook_status"] = post_webhook(webhook_url, {
            "text": f"inferwatch: {job_name}" + (f" [{partition}]" if partition else "") + f" failed: {message[:1000]}",
            "run_id": alert_id, "job": job_name, "partition": partition})
    with warehouse.connect() as connection, transaction(connection):
        upsert_rows(connection, "alerts", [row], key=("alert_id",))
    return row
