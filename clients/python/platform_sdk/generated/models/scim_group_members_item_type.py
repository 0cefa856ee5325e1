from typing import Literal

ScimGroupMembersItemType = Literal["Group", "User"]

SCIM_GROUP_MEMBERS_ITEM_TYPE_VALUES: set[ScimGroupMembersItemType] = {
    "Group",
    "User",
}


def check_scim_group_members_item_type(value: str) -> ScimGroupMembersItemType:
    if value in SCIM_GROUP_MEMBERS_ITEM_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SCIM_GROUP_MEMBERS_ITEM_TYPE_VALUES!r}"
    )
