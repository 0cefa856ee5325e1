from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.field_error_in import FieldErrorIn

T = TypeVar("T", bound="FieldError")


@_attrs_define
class FieldError:
    """
    Attributes:
        in_ (FieldErrorIn):
        pointer (str): JSON Pointer (RFC 6901) as a URI fragment
        detail (str):
    """

    in_: FieldErrorIn
    pointer: str
    detail: str

    def to_dict(self) -> dict[str, Any]:
        in_ = self.in_.value

        pointer = self.pointer

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "in": in_,
                "pointer": pointer,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        in_ = FieldErrorIn(d.pop("in"))

        pointer = d.pop("pointer")

        detail = d.pop("detail")

        field_error = cls(
            in_=in_,
            pointer=pointer,
            detail=detail,
        )

        return field_error
