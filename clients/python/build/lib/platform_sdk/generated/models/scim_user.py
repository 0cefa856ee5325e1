from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scim_meta import ScimMeta
    from ..models.scim_multi_value import ScimMultiValue
    from ..models.scim_user_addresses_item import ScimUserAddressesItem
    from ..models.scim_user_groups_item import ScimUserGroupsItem
    from ..models.scim_user_name import ScimUserName
    from ..models.scim_user_urnietfparamsscimschemasextensionenterprise_20_user import (
        ScimUserUrnietfparamsscimschemasextensionenterprise20User,
    )


T = TypeVar("T", bound="ScimUser")


@_attrs_define
class ScimUser:
    """A SCIM User (RFC 7643 §4.1) with the enterprise extension (§4.3). The password is never returned.

    Attributes:
        schemas (list[str]):
        id (str):
        external_id (str | Unset):
        user_name (str | Unset):
        name (ScimUserName | Unset):
        display_name (str | Unset):
        nick_name (str | Unset):
        profile_url (str | Unset):
        title (str | Unset):
        user_type (str | Unset):
        preferred_language (str | Unset):
        locale (str | Unset):
        timezone (str | Unset):
        active (bool | Unset):
        password (str | Unset): Write-only (RFC 7643 §4.1.1, returned "never"); the sandbox never answers it.
        emails (list[ScimMultiValue] | Unset):
        phone_numbers (list[ScimMultiValue] | Unset):
        ims (list[ScimMultiValue] | Unset):
        photos (list[ScimMultiValue] | Unset):
        entitlements (list[ScimMultiValue] | Unset):
        roles (list[ScimMultiValue] | Unset):
        x_509_certificates (list[ScimMultiValue] | Unset):
        addresses (list[ScimUserAddressesItem] | Unset):
        groups (list[ScimUserGroupsItem] | Unset):
        urnietfparamsscimschemasextensionenterprise_2_0_user (ScimUserUrnietfparamsscimschemasextensionenterprise20User
            | Unset):
        meta (ScimMeta | Unset):
    """

    schemas: list[str]
    id: str
    external_id: str | Unset = UNSET
    user_name: str | Unset = UNSET
    name: ScimUserName | Unset = UNSET
    display_name: str | Unset = UNSET
    nick_name: str | Unset = UNSET
    profile_url: str | Unset = UNSET
    title: str | Unset = UNSET
    user_type: str | Unset = UNSET
    preferred_language: str | Unset = UNSET
    locale: str | Unset = UNSET
    timezone: str | Unset = UNSET
    active: bool | Unset = UNSET
    password: str | Unset = UNSET
    emails: list[ScimMultiValue] | Unset = UNSET
    phone_numbers: list[ScimMultiValue] | Unset = UNSET
    ims: list[ScimMultiValue] | Unset = UNSET
    photos: list[ScimMultiValue] | Unset = UNSET
    entitlements: list[ScimMultiValue] | Unset = UNSET
    roles: list[ScimMultiValue] | Unset = UNSET
    x_509_certificates: list[ScimMultiValue] | Unset = UNSET
    addresses: list[ScimUserAddressesItem] | Unset = UNSET
    groups: list[ScimUserGroupsItem] | Unset = UNSET
    urnietfparamsscimschemasextensionenterprise_2_0_user: (
        ScimUserUrnietfparamsscimschemasextensionenterprise20User | Unset
    ) = UNSET
    meta: ScimMeta | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        schemas = self.schemas

        id = self.id

        external_id = self.external_id

        user_name = self.user_name

        name: dict[str, Any] | Unset = UNSET
        if not isinstance(self.name, Unset):
            name = self.name.to_dict()

        display_name = self.display_name

        nick_name = self.nick_name

        profile_url = self.profile_url

        title = self.title

        user_type = self.user_type

        preferred_language = self.preferred_language

        locale = self.locale

        timezone = self.timezone

        active = self.active

        password = self.password

        emails: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.emails, Unset):
            emails = []
            for emails_item_data in self.emails:
                emails_item = emails_item_data.to_dict()
                emails.append(emails_item)

        phone_numbers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.phone_numbers, Unset):
            phone_numbers = []
            for phone_numbers_item_data in self.phone_numbers:
                phone_numbers_item = phone_numbers_item_data.to_dict()
                phone_numbers.append(phone_numbers_item)

        ims: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ims, Unset):
            ims = []
            for ims_item_data in self.ims:
                ims_item = ims_item_data.to_dict()
                ims.append(ims_item)

        photos: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.photos, Unset):
            photos = []
            for photos_item_data in self.photos:
                photos_item = photos_item_data.to_dict()
                photos.append(photos_item)

        entitlements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.entitlements, Unset):
            entitlements = []
            for entitlements_item_data in self.entitlements:
                entitlements_item = entitlements_item_data.to_dict()
                entitlements.append(entitlements_item)

        roles: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.roles, Unset):
            roles = []
            for roles_item_data in self.roles:
                roles_item = roles_item_data.to_dict()
                roles.append(roles_item)

        x_509_certificates: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.x_509_certificates, Unset):
            x_509_certificates = []
            for x_509_certificates_item_data in self.x_509_certificates:
                x_509_certificates_item = x_509_certificates_item_data.to_dict()
                x_509_certificates.append(x_509_certificates_item)

        addresses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.addresses, Unset):
            addresses = []
            for addresses_item_data in self.addresses:
                addresses_item = addresses_item_data.to_dict()
                addresses.append(addresses_item)

        groups: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.groups, Unset):
            groups = []
            for groups_item_data in self.groups:
                groups_item = groups_item_data.to_dict()
                groups.append(groups_item)

        urnietfparamsscimschemasextensionenterprise_2_0_user: dict[str, Any] | Unset = (
            UNSET
        )
        if not isinstance(
            self.urnietfparamsscimschemasextensionenterprise_2_0_user, Unset
        ):
            urnietfparamsscimschemasextensionenterprise_2_0_user = (
                self.urnietfparamsscimschemasextensionenterprise_2_0_user.to_dict()
            )

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
        if user_name is not UNSET:
            field_dict["userName"] = user_name
        if name is not UNSET:
            field_dict["name"] = name
        if display_name is not UNSET:
            field_dict["displayName"] = display_name
        if nick_name is not UNSET:
            field_dict["nickName"] = nick_name
        if profile_url is not UNSET:
            field_dict["profileUrl"] = profile_url
        if title is not UNSET:
            field_dict["title"] = title
        if user_type is not UNSET:
            field_dict["userType"] = user_type
        if preferred_language is not UNSET:
            field_dict["preferredLanguage"] = preferred_language
        if locale is not UNSET:
            field_dict["locale"] = locale
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if active is not UNSET:
            field_dict["active"] = active
        if password is not UNSET:
            field_dict["password"] = password
        if emails is not UNSET:
            field_dict["emails"] = emails
        if phone_numbers is not UNSET:
            field_dict["phoneNumbers"] = phone_numbers
        if ims is not UNSET:
            field_dict["ims"] = ims
        if photos is not UNSET:
            field_dict["photos"] = photos
        if entitlements is not UNSET:
            field_dict["entitlements"] = entitlements
        if roles is not UNSET:
            field_dict["roles"] = roles
        if x_509_certificates is not UNSET:
            field_dict["x509Certificates"] = x_509_certificates
        if addresses is not UNSET:
            field_dict["addresses"] = addresses
        if groups is not UNSET:
            field_dict["groups"] = groups
        if urnietfparamsscimschemasextensionenterprise_2_0_user is not UNSET:
            field_dict["urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"] = (
                urnietfparamsscimschemasextensionenterprise_2_0_user
            )
        if meta is not UNSET:
            field_dict["meta"] = meta

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scim_meta import ScimMeta
        from ..models.scim_multi_value import ScimMultiValue
        from ..models.scim_user_addresses_item import ScimUserAddressesItem
        from ..models.scim_user_groups_item import ScimUserGroupsItem
        from ..models.scim_user_name import ScimUserName
        from ..models.scim_user_urnietfparamsscimschemasextensionenterprise_20_user import (
            ScimUserUrnietfparamsscimschemasextensionenterprise20User,
        )

        d = dict(src_dict)
        schemas = cast(list[str], d.pop("schemas"))

        id = d.pop("id")

        external_id = d.pop("externalId", UNSET)

        user_name = d.pop("userName", UNSET)

        _name = d.pop("name", UNSET)
        name: ScimUserName | Unset
        if isinstance(_name, Unset):
            name = UNSET
        else:
            name = ScimUserName.from_dict(_name)

        display_name = d.pop("displayName", UNSET)

        nick_name = d.pop("nickName", UNSET)

        profile_url = d.pop("profileUrl", UNSET)

        title = d.pop("title", UNSET)

        user_type = d.pop("userType", UNSET)

        preferred_language = d.pop("preferredLanguage", UNSET)

        locale = d.pop("locale", UNSET)

        timezone = d.pop("timezone", UNSET)

        active = d.pop("active", UNSET)

        password = d.pop("password", UNSET)

        _emails = d.pop("emails", UNSET)
        emails: list[ScimMultiValue] | Unset = UNSET
        if _emails is not UNSET:
            emails = []
            for emails_item_data in _emails:
                emails_item = ScimMultiValue.from_dict(emails_item_data)

                emails.append(emails_item)

        _phone_numbers = d.pop("phoneNumbers", UNSET)
        phone_numbers: list[ScimMultiValue] | Unset = UNSET
        if _phone_numbers is not UNSET:
            phone_numbers = []
            for phone_numbers_item_data in _phone_numbers:
                phone_numbers_item = ScimMultiValue.from_dict(phone_numbers_item_data)

                phone_numbers.append(phone_numbers_item)

        _ims = d.pop("ims", UNSET)
        ims: list[ScimMultiValue] | Unset = UNSET
        if _ims is not UNSET:
            ims = []
            for ims_item_data in _ims:
                ims_item = ScimMultiValue.from_dict(ims_item_data)

                ims.append(ims_item)

        _photos = d.pop("photos", UNSET)
        photos: list[ScimMultiValue] | Unset = UNSET
        if _photos is not UNSET:
            photos = []
            for photos_item_data in _photos:
                photos_item = ScimMultiValue.from_dict(photos_item_data)

                photos.append(photos_item)

        _entitlements = d.pop("entitlements", UNSET)
        entitlements: list[ScimMultiValue] | Unset = UNSET
        if _entitlements is not UNSET:
            entitlements = []
            for entitlements_item_data in _entitlements:
                entitlements_item = ScimMultiValue.from_dict(entitlements_item_data)

                entitlements.append(entitlements_item)

        _roles = d.pop("roles", UNSET)
        roles: list[ScimMultiValue] | Unset = UNSET
        if _roles is not UNSET:
            roles = []
            for roles_item_data in _roles:
                roles_item = ScimMultiValue.from_dict(roles_item_data)

                roles.append(roles_item)

        _x_509_certificates = d.pop("x509Certificates", UNSET)
        x_509_certificates: list[ScimMultiValue] | Unset = UNSET
        if _x_509_certificates is not UNSET:
            x_509_certificates = []
            for x_509_certificates_item_data in _x_509_certificates:
                x_509_certificates_item = ScimMultiValue.from_dict(
                    x_509_certificates_item_data
                )

                x_509_certificates.append(x_509_certificates_item)

        _addresses = d.pop("addresses", UNSET)
        addresses: list[ScimUserAddressesItem] | Unset = UNSET
        if _addresses is not UNSET:
            addresses = []
            for addresses_item_data in _addresses:
                addresses_item = ScimUserAddressesItem.from_dict(addresses_item_data)

                addresses.append(addresses_item)

        _groups = d.pop("groups", UNSET)
        groups: list[ScimUserGroupsItem] | Unset = UNSET
        if _groups is not UNSET:
            groups = []
            for groups_item_data in _groups:
                groups_item = ScimUserGroupsItem.from_dict(groups_item_data)

                groups.append(groups_item)

        _urnietfparamsscimschemasextensionenterprise_2_0_user = d.pop(
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User", UNSET
        )
        urnietfparamsscimschemasextensionenterprise_2_0_user: (
            ScimUserUrnietfparamsscimschemasextensionenterprise20User | Unset
        )
        if isinstance(_urnietfparamsscimschemasextensionenterprise_2_0_user, Unset):
            urnietfparamsscimschemasextensionenterprise_2_0_user = UNSET
        else:
            urnietfparamsscimschemasextensionenterprise_2_0_user = (
                ScimUserUrnietfparamsscimschemasextensionenterprise20User.from_dict(
                    _urnietfparamsscimschemasextensionenterprise_2_0_user
                )
            )

        _meta = d.pop("meta", UNSET)
        meta: ScimMeta | Unset
        if isinstance(_meta, Unset):
            meta = UNSET
        else:
            meta = ScimMeta.from_dict(_meta)

        scim_user = cls(
            schemas=schemas,
            id=id,
            external_id=external_id,
            user_name=user_name,
            name=name,
            display_name=display_name,
            nick_name=nick_name,
            profile_url=profile_url,
            title=title,
            user_type=user_type,
            preferred_language=preferred_language,
            locale=locale,
            timezone=timezone,
            active=active,
            password=password,
            emails=emails,
            phone_numbers=phone_numbers,
            ims=ims,
            photos=photos,
            entitlements=entitlements,
            roles=roles,
            x_509_certificates=x_509_certificates,
            addresses=addresses,
            groups=groups,
            urnietfparamsscimschemasextensionenterprise_2_0_user=urnietfparamsscimschemasextensionenterprise_2_0_user,
            meta=meta,
        )

        return scim_user
