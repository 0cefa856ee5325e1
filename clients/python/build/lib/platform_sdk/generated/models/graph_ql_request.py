from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graph_ql_request_extensions_type_0 import (
        GraphQLRequestExtensionsType0,
    )
    from ..models.graph_ql_request_variables_type_0 import GraphQLRequestVariablesType0


T = TypeVar("T", bound="GraphQLRequest")


@_attrs_define
class GraphQLRequest:
    """A GraphQL-over-HTTP request (JSON encoding). Other members are ignored.

    Attributes:
        query (str):
        operation_name (None | str | Unset):
        variables (GraphQLRequestVariablesType0 | None | Unset):
        extensions (GraphQLRequestExtensionsType0 | None | Unset):
    """

    query: str
    operation_name: None | str | Unset = UNSET
    variables: GraphQLRequestVariablesType0 | None | Unset = UNSET
    extensions: GraphQLRequestExtensionsType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.graph_ql_request_extensions_type_0 import (
            GraphQLRequestExtensionsType0,
        )
        from ..models.graph_ql_request_variables_type_0 import (
            GraphQLRequestVariablesType0,
        )

        query = self.query

        operation_name: None | str | Unset
        if isinstance(self.operation_name, Unset):
            operation_name = UNSET
        else:
            operation_name = self.operation_name

        variables: dict[str, Any] | None | Unset
        if isinstance(self.variables, Unset):
            variables = UNSET
        elif isinstance(self.variables, GraphQLRequestVariablesType0):
            variables = self.variables.to_dict()
        else:
            variables = self.variables

        extensions: dict[str, Any] | None | Unset
        if isinstance(self.extensions, Unset):
            extensions = UNSET
        elif isinstance(self.extensions, GraphQLRequestExtensionsType0):
            extensions = self.extensions.to_dict()
        else:
            extensions = self.extensions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "query": query,
            }
        )
        if operation_name is not UNSET:
            field_dict["operationName"] = operation_name
        if variables is not UNSET:
            field_dict["variables"] = variables
        if extensions is not UNSET:
            field_dict["extensions"] = extensions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.graph_ql_request_extensions_type_0 import (
            GraphQLRequestExtensionsType0,
        )
        from ..models.graph_ql_request_variables_type_0 import (
            GraphQLRequestVariablesType0,
        )

        d = dict(src_dict)
        query = d.pop("query")

        def _parse_operation_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        operation_name = _parse_operation_name(d.pop("operationName", UNSET))

        def _parse_variables(
            data: object,
        ) -> GraphQLRequestVariablesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                variables_type_0 = GraphQLRequestVariablesType0.from_dict(data)

                return variables_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraphQLRequestVariablesType0 | None | Unset, data)

        variables = _parse_variables(d.pop("variables", UNSET))

        def _parse_extensions(
            data: object,
        ) -> GraphQLRequestExtensionsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                extensions_type_0 = GraphQLRequestExtensionsType0.from_dict(data)

                return extensions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraphQLRequestExtensionsType0 | None | Unset, data)

        extensions = _parse_extensions(d.pop("extensions", UNSET))

        graph_ql_request = cls(
            query=query,
            operation_name=operation_name,
            variables=variables,
            extensions=extensions,
        )

        graph_ql_request.additional_properties = d
        return graph_ql_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
