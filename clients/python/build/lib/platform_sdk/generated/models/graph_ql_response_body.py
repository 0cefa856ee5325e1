from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graph_ql_error_list_item import GraphQLErrorListItem
    from ..models.graph_ql_response_body_data_type_0 import GraphQLResponseBodyDataType0
    from ..models.graph_ql_response_body_extensions import GraphQLResponseBodyExtensions


T = TypeVar("T", bound="GraphQLResponseBody")


@_attrs_define
class GraphQLResponseBody:
    """A GraphQL response (data and/or errors); errors carry `extensions.code` and `extensions.status`.

    Attributes:
        data (GraphQLResponseBodyDataType0 | None | Unset):
        errors (list[GraphQLErrorListItem] | Unset):
        extensions (GraphQLResponseBodyExtensions | Unset):
    """

    data: GraphQLResponseBodyDataType0 | None | Unset = UNSET
    errors: list[GraphQLErrorListItem] | Unset = UNSET
    extensions: GraphQLResponseBodyExtensions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.graph_ql_response_body_data_type_0 import (
            GraphQLResponseBodyDataType0,
        )

        data: dict[str, Any] | None | Unset
        if isinstance(self.data, Unset):
            data = UNSET
        elif isinstance(self.data, GraphQLResponseBodyDataType0):
            data = self.data.to_dict()
        else:
            data = self.data

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for componentsschemas_graph_ql_error_list_item_data in self.errors:
                componentsschemas_graph_ql_error_list_item = (
                    componentsschemas_graph_ql_error_list_item_data.to_dict()
                )
                errors.append(componentsschemas_graph_ql_error_list_item)

        extensions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.extensions, Unset):
            extensions = self.extensions.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if data is not UNSET:
            field_dict["data"] = data
        if errors is not UNSET:
            field_dict["errors"] = errors
        if extensions is not UNSET:
            field_dict["extensions"] = extensions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.graph_ql_error_list_item import GraphQLErrorListItem
        from ..models.graph_ql_response_body_data_type_0 import (
            GraphQLResponseBodyDataType0,
        )
        from ..models.graph_ql_response_body_extensions import (
            GraphQLResponseBodyExtensions,
        )

        d = dict(src_dict)

        def _parse_data(data: object) -> GraphQLResponseBodyDataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = GraphQLResponseBodyDataType0.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraphQLResponseBodyDataType0 | None | Unset, data)

        data = _parse_data(d.pop("data", UNSET))

        _errors = d.pop("errors", UNSET)
        errors: list[GraphQLErrorListItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for componentsschemas_graph_ql_error_list_item_data in _errors:
                componentsschemas_graph_ql_error_list_item = (
                    GraphQLErrorListItem.from_dict(
                        componentsschemas_graph_ql_error_list_item_data
                    )
                )

                errors.append(componentsschemas_graph_ql_error_list_item)

        _extensions = d.pop("extensions", UNSET)
        extensions: GraphQLResponseBodyExtensions | Unset
        if isinstance(_extensions, Unset):
            extensions = UNSET
        else:
            extensions = GraphQLResponseBodyExtensions.from_dict(_extensions)

        graph_ql_response_body = cls(
            data=data,
            errors=errors,
            extensions=extensions,
        )

        return graph_ql_response_body
