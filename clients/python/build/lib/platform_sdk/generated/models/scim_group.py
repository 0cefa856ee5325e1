from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scim_group_members_item import ScimGroupMembersItem
    from ..models.scim_meta import ScimMeta


T = TypeVar("T", bound="ScimGroup")


@_attrs_define
class ScimGroup:
    """A SCIM Group (RFC 7643 §4.2).

    Attributes:
        schemas (list[str]):
        id (str):
        external_id (str | Unset):
        display_name (str | Unset):
        members (list[ScimGroupMembersItem] | Unset):
        meta (ScimMeta | Unset):
    """

    schemas: list[str]
    id: str
    external_id: str | Unset = UNSET
    display_name: str | Unset = UNSET
    members: list[ScimGroupMembersItem] | Unset = UNSET
    meta: ScimMeta | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        schemas = self.schemas

        id = self.id

        external_id = self.external_id

        display_name = self.display_name

        members: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.members, Unset):
            members = []
            for members_item_data in self.members:
                members_item = members_item_data.to_dict()
                members.append(members_item)

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "schemas": schemas,
                "id": id,
            }
        )
        if external_id is not UNSET:
            field_dict["externalId"] = external_id
        if display_name is not UNSET:
            field_dict["displayName"] = display_name
        if members is not UNSET:
            field_dict["members"] = members
        if meta is not UNSET:
            field_dict["meta"] = meta

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scim_group_members_item import ScimGroupMembersItem
        from ..models.scim_meta import ScimMeta

        d = dict(src_dict)
        schemas = cast(list[str], d.pop("schemas"))

        id = d.pop("id")

        external_id = d.pop("externalId", UNSET)

        display_name = d.pop("displayName", UNSET)

        _members = d.pop("members", UNSET)
        members: list[ScimGroupMembersItem] | Unset = UNSET
        if _members is not UNSET:
            members = []
            for members_item_data in _members:
                members_item = ScimGroupMembersItem.from_dict(members_item_data)

                members.append(members_item)

        _meta = d.pop("meta", UNSET)
        meta: ScimMeta | Unset
        if isinstance(_meta, Unset):
            meta = UNSET
        else:
            meta = ScimMeta.from_dict(_meta)

        scim_group = cls(
            schemas=schemas,
            id=id,
            external_id=external_id,
            display_name=display_name,
            members=members,
            meta=meta,
        )

        return scim_group
