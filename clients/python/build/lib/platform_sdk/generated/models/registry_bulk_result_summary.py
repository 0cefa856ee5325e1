from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RegistryBulkResultSummary")


@_attrs_define
class RegistryBulkResultSummary:
    """
    Attributes:
        succeeded (int):
        failed (int):
    """

    succeeded: int
    failed: int

    def to_dict(self) -> dict[str, Any]:
        succeeded = self.succeeded

        failed = self.failed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "succeeded": succeeded,
                "failed": failed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        succeeded = d.pop("succeeded")

        failed = d.pop("failed")

        registry_bulk_result_summary = cls(
            succeeded=succeeded,
            failed=failed,
        )

        return registry_bulk_result_summary
