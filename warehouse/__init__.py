"""The inferwatch warehouse: DuckDB storage, migrations, loaders and SQL. No Dagster here."""

from warehouse.db import Warehouse, WarehouseBusyError, WarehouseError, resolve_home, transaction

__all__ = ["Warehouse", "WarehouseBusyError", "WarehouseError", "resolve_home", "transaction"]
