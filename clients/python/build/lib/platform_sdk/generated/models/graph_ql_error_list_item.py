from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.graph_ql_error_list_item_extensions import (
        GraphQLErrorListItemExtensions,
    )
    from ..models.graph_ql_error_list_item_locations_item import (
        GraphQLErrorListItemLocationsItem,
    )


T = TypeVar("T", bound="GraphQLErrorListItem")


@_attrs_define
class GraphQLErrorListItem:
    """
    Attributes:
        message (str):
        locations (list[GraphQLErrorListItemLocationsItem] | Unset):
        path (list[int | str] | Unset): Field names and list indexes from the root to the field that failed.
        extensions (GraphQLErrorListItemExtensions | Unset):
    """

    message: str
    locations: list[GraphQLErrorListItemLocationsItem] | Unset = UNSET
    path: list[int | str] | Unset = UNSET
    extensions: GraphQLErrorListItemExtensions | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        locations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.locations, Unset):
            locations = []
            for locations_item_data in self.locations:
                locations_item = locations_item_data.to_dict()
                locations.append(locations_item)

        path: list[int | str] | Unset = UNSET
        if not isinstance(self.path, Unset):
            path = []
            for path_item_data in self.path:
                path_item: int | str
                path_item = path_item_data
                path.append(path_item)

        extensions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.extensions, Unset):
            extensions = self.extensions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message": message,
            }
        )
        if locations is not UNSET:
            field_dict["locations"] = locations
        if path is not UNSET:
            field_dict["path"] = path
        if extensions is not UNSET:
            field_dict["extensions"] = extensions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.graph_ql_error_list_item_extensions import (
            GraphQLErrorListItemExtensions,
        )
        from ..models.graph_ql_error_list_item_locations_item import (
            GraphQLErrorListItemLocationsItem,
        )

        d = dict(src_dict)
        message = d.pop("message")

        _locations = d.pop("locations", UNSET)
        locations: list[GraphQLErrorListItemLocationsItem] | Unset = UNSET
        if _locations is not UNSET:
            locations = []
            for locations_item_data in _locations:
                locations_item = GraphQLErrorListItemLocationsItem.from_dict(
                    locations_item_data
                )

                locations.append(locations_item)

        _path = d.pop("path", UNSET)
        path: list[int | str] | Unset = UNSET
        if _path is not UNSET:
            path = []
            for path_item_data in _path:

                def _parse_path_item(data: object) -> int | str:
                    return cast(int | str, data)

                path_item = _parse_path_item(path_item_data)

                path.append(path_item)

        _extensions = d.pop("extensions", UNSET)
        extensions: GraphQLErrorListItemExtensions | Unset
        if isinstance(_extensions, Unset):
            extensions = UNSET
        else:
            extensions = GraphQLErrorListItemExtensions.from_dict(_extensions)

        graph_ql_error_list_item = cls(
            message=message,
            locations=locations,
            path=path,
            extensions=extensions,
        )

        graph_ql_error_list_item.additional_properties = d
        return graph_ql_error_list_item

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
