from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_type_schema import EventTypeSchema


T = TypeVar("T", bound="EventType")


@_attrs_define
class EventType:
    """
    Attributes:
        type_ (str):
        description (str):
        schema (EventTypeSchema): JSON Schema (2020-12) of the whole payload `{type, timestamp, data}`
        emitted_by (list[str] | Unset):
    """

    type_: str
    description: str
    schema: EventTypeSchema
    emitted_by: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        description = self.description

        schema = self.schema.to_dict()

        emitted_by: list[str] | Unset = UNSET
        if not isinstance(self.emitted_by, Unset):
            emitted_by = self.emitted_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "description": description,
                "schema": schema,
            }
        )
        if emitted_by is not UNSET:
            field_dict["emitted_by"] = emitted_by

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_type_schema import EventTypeSchema

        d = dict(src_dict)
        type_ = d.pop("type")

        description = d.pop("description")

        schema = EventTypeSchema.from_dict(d.pop("schema"))

        emitted_by = cast(list[str], d.pop("emitted_by", UNSET))

        event_type = cls(
            type_=type_,
            description=description,
            schema=schema,
            emitted_by=emitted_by,
        )

        return event_type
