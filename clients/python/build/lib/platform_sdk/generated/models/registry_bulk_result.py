from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.registry_bulk_item_result import RegistryBulkItemResult
    from ..models.registry_bulk_result_summary import RegistryBulkResultSummary


T = TypeVar("T", bound="RegistryBulkResult")


@_attrs_define
class RegistryBulkResult:
    """The body of a 207 (spec §4 rule 4; the shape is a convention).

    Attributes:
        results (list[RegistryBulkItemResult]): One result per item, in input order.
        summary (RegistryBulkResultSummary):
    """

    results: list[RegistryBulkItemResult]
    summary: RegistryBulkResultSummary

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        summary = self.summary.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "results": results,
                "summary": summary,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.registry_bulk_item_result import RegistryBulkItemResult
        from ..models.registry_bulk_result_summary import RegistryBulkResultSummary

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = RegistryBulkItemResult.from_dict(results_item_data)

            results.append(results_item)

        summary = RegistryBulkResultSummary.from_dict(d.pop("summary"))

        registry_bulk_result = cls(
            results=results,
            summary=summary,
        )

        return registry_bulk_result
