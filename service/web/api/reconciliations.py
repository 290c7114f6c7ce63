"""GET /v1/reconciliations and /v1/reconciliations/<id>: the tenant's reconciliation reports."""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint

from service.errors import NotFound
from service.ops import reconcile_store
from service.web.api import Body, guarded
from service.web.api.reconciliation_schemas import (
    ListQuerySchema,
    ReconciliationListSchema,
    ReconciliationSchema,
)
from service.web.auth import current_tenant
from service.web.context import current_deps

blp = guarded(Blueprint("reconciliations", __name__, url_prefix="/v1",
                        description="What the providers hold compared with the ledger; reports "
                                    "only, nothing is corrected."))


@blp.route("/reconciliations")
class Reconciliations(MethodView):
    @blp.arguments(ListQuerySchema(), location="query")
    @blp.response(200, ReconciliationListSchema())
    def get(self, query: Body) -> Body:
        """The newest reports of this tenant (without their findings)."""
        return {"data": reconcile_store.summaries(current_deps(), current_tenant(),
                                                  query["limit"])}


@blp.route("/reconciliations/<string:report_id>")
class Reconciliation(MethodView):
    @blp.response(200, ReconciliationSchema())
    @blp.alt_response(404, description="No such report for this API key.")
    def get(self, report_id: str) -> Body:
        """One report with every finding."""
        report = reconcile_store.get(current_deps(), current_tenant(), report_id)
        if report is None:
            raise NotFound(f"No reconciliation {report_id!r} for this API key.")
        return report
