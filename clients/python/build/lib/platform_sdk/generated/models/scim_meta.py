from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScimMeta")


@_attrs_define
class ScimMeta:
    """
    Attributes:
        resource_type (str | Unset):
        created (datetime.datetime | Unset):
        last_modified (datetime.datetime | Unset):
        location (str | Unset):
        version (str | Unset):
    """

    resource_type: str | Unset = UNSET
    created: datetime.datetime | Unset = UNSET
    last_modified: datetime.datetime | Unset = UNSET
    location: str | Unset = UNSET
    version: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        resource_type = self.resource_type

        created: str | Unset = UNSET
        if not isinstance(self.created, Unset):
            created = self.created.isoformat()

        last_modified: str | Unset = UNSET
        if not isinstance(self.last_modified, Unset):
            last_modified = self.last_modified.isoformat()

        location = self.location

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if resource_type is not UNSET:
            field_dict["resourceType"] = resource_type
        if created is not UNSET:
            field_dict["created"] = created
        if last_modified is not UNSET:
            field_dict["lastModified"] = last_modified
        if location is not UNSET:
            field_dict["location"] = location
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        resource_type = d.pop("resourceType", UNSET)

        _created = d.pop("created", UNSET)
        created: datetime.datetime | Unset
        if isinstance(_created, Unset):
            created = UNSET
        else:
            created = datetime.datetime.fromisoformat(_created)

        _last_modified = d.pop("lastModified", UNSET)
        last_modified: datetime.datetime | Unset
        if isinstance(_last_modified, Unset):
            last_modified = UNSET
        else:
            last_modified = datetime.datetime.fromisoformat(_last_modified)

        location = d.pop("location", UNSET)

        version = d.pop("version", UNSET)

        scim_meta = cls(
            resource_type=resource_type,
            created=created,
            last_modified=last_modified,
            location=location,
            version=version,
        )

        return scim_meta
