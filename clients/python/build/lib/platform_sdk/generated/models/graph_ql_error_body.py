from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graph_ql_error_body_extensions import GraphQLErrorBodyExtensions
    from ..models.graph_ql_error_list_item import GraphQLErrorListItem


T = TypeVar("T", bound="GraphQLErrorBody")


@_attrs_define
class GraphQLErrorBody:
    """A request the graph refused, as GraphQL errors (no `data`); each carries `extensions.code` and `extensions.status`.

    Attributes:
        errors (list[GraphQLErrorListItem]):
        extensions (GraphQLErrorBodyExtensions | Unset):
    """

    errors: list[GraphQLErrorListItem]
    extensions: GraphQLErrorBodyExtensions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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

        field_dict.update(
            {
                "errors": errors,
            }
        )
        if extensions is not UNSET:
            field_dict["extensions"] = extensions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.graph_ql_error_body_extensions import GraphQLErrorBodyExtensions
        from ..models.graph_ql_error_list_item import GraphQLErrorListItem

        d = dict(src_dict)
        errors = []
        _errors = d.pop("errors")
        for componentsschemas_graph_ql_error_list_item_data in _errors:
            componentsschemas_graph_ql_error_list_item = GraphQLErrorListItem.from_dict(
                componentsschemas_graph_ql_error_list_item_data
            )

            errors.append(componentsschemas_graph_ql_error_list_item)

        _extensions = d.pop("extensions", UNSET)
        extensions: GraphQLErrorBodyExtensions | Unset
        if isinstance(_extensions, Unset):
            extensions = UNSET
        else:
            extensions = GraphQLErrorBodyExtensions.from_dict(_extensions)

        graph_ql_error_body = cls(
            errors=errors,
            extensions=extensions,
        )

        return graph_ql_error_body
