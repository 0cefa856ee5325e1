from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scim_meta import ScimMeta
    from ..models.scim_service_provider_config_authentication_schemes_item import (
        ScimServiceProviderConfigAuthenticationSchemesItem,
    )
    from ..models.scim_service_provider_config_bulk import ScimServiceProviderConfigBulk
    from ..models.scim_service_provider_config_change_password import (
        ScimServiceProviderConfigChangePassword,
    )
    from ..models.scim_service_provider_config_etag import ScimServiceProviderConfigEtag
    from ..models.scim_service_provider_config_filter import (
        ScimServiceProviderConfigFilter,
    )
    from ..models.scim_service_provider_config_patch import (
        ScimServiceProviderConfigPatch,
    )
    from ..models.scim_service_provider_config_sort import ScimServiceProviderConfigSort


T = TypeVar("T", bound="ScimServiceProviderConfig")


@_attrs_define
class ScimServiceProviderConfig:
    """
    Attributes:
        schemas (list[str]):
        patch (ScimServiceProviderConfigPatch):
        change_password (ScimServiceProviderConfigChangePassword):
        sort (ScimServiceProviderConfigSort):
        etag (ScimServiceProviderConfigEtag):
        bulk (ScimServiceProviderConfigBulk):
        filter_ (ScimServiceProviderConfigFilter):
        authentication_schemes (list[ScimServiceProviderConfigAuthenticationSchemesItem]):
        documentation_uri (str | Unset):
        meta (ScimMeta | Unset):
    """

    schemas: list[str]
    patch: ScimServiceProviderConfigPatch
    change_password: ScimServiceProviderConfigChangePassword
    sort: ScimServiceProviderConfigSort
    etag: ScimServiceProviderConfigEtag
    bulk: ScimServiceProviderConfigBulk
    filter_: ScimServiceProviderConfigFilter
    authentication_schemes: list[ScimServiceProviderConfigAuthenticationSchemesItem]
    documentation_uri: str | Unset = UNSET
    meta: ScimMeta | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        schemas = self.schemas

        patch = self.patch.to_dict()

        change_password = self.change_password.to_dict()

        sort = self.sort.to_dict()

        etag = self.etag.to_dict()

        bulk = self.bulk.to_dict()

        filter_ = self.filter_.to_dict()

        authentication_schemes = []
        for authentication_schemes_item_data in self.authentication_schemes:
            authentication_schemes_item = authentication_schemes_item_data.to_dict()
            authentication_schemes.append(authentication_schemes_item)

        documentation_uri = self.documentation_uri

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "schemas": schemas,
                "patch": patch,
                "changePassword": change_password,
                "sort": sort,
                "etag": etag,
                "bulk": bulk,
                "filter": filter_,
                "authenticationSchemes": authentication_schemes,
            }
        )
        if documentation_uri is not UNSET:
            field_dict["documentationUri"] = documentation_uri
        if meta is not UNSET:
            field_dict["meta"] = meta

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scim_meta import ScimMeta
        from ..models.scim_service_provider_config_authentication_schemes_item import (
            ScimServiceProviderConfigAuthenticationSchemesItem,
        )
        from ..models.scim_service_provider_config_bulk import (
            ScimServiceProviderConfigBulk,
        )
        from ..models.scim_service_provider_config_change_password import (
            ScimServiceProviderConfigChangePassword,
        )
        from ..models.scim_service_provider_config_etag import (
            ScimServiceProviderConfigEtag,
        )
        from ..models.scim_service_provider_config_filter import (
            ScimServiceProviderConfigFilter,
        )
        from ..models.scim_service_provider_config_patch import (
            ScimServiceProviderConfigPatch,
        )
        from ..models.scim_service_provider_config_sort import (
            ScimServiceProviderConfigSort,
        )

        d = dict(src_dict)
        schemas = cast(list[str], d.pop("schemas"))

        patch = ScimServiceProviderConfigPatch.from_dict(d.pop("patch"))

        change_password = ScimServiceProviderConfigChangePassword.from_dict(
            d.pop("changePassword")
        )

        sort = ScimServiceProviderConfigSort.from_dict(d.pop("sort"))

        etag = ScimServiceProviderConfigEtag.from_dict(d.pop("etag"))

        bulk = ScimServiceProviderConfigBulk.from_dict(d.pop("bulk"))

        filter_ = ScimServiceProviderConfigFilter.from_dict(d.pop("filter"))

        authentication_schemes = []
        _authentication_schemes = d.pop("authenticationSchemes")
        for authentication_schemes_item_data in _authentication_schemes:
            authentication_schemes_item = (
                ScimServiceProviderConfigAuthenticationSchemesItem.from_dict(
                    authentication_schemes_item_data
                )
            )

            authentication_schemes.append(authentication_schemes_item)

        documentation_uri = d.pop("documentationUri", UNSET)

        _meta = d.pop("meta", UNSET)
        meta: ScimMeta | Unset
        if isinstance(_meta, Unset):
            meta = UNSET
        else:
            meta = ScimMeta.from_dict(_meta)

        scim_service_provider_config = cls(
            schemas=schemas,
            patch=patch,
            change_password=change_password,
            sort=sort,
            etag=etag,
            bulk=bulk,
            filter_=filter_,
            authentication_schemes=authentication_schemes,
            documentation_uri=documentation_uri,
            meta=meta,
        )

        return scim_service_provider_config
