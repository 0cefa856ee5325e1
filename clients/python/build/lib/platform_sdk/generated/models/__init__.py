"""Contains all the data models used in inputs/outputs"""

from .device import Device
from .device_bulk_create import DeviceBulkCreate
from .device_bulk_create_op import DeviceBulkCreateOp
from .device_bulk_delete import DeviceBulkDelete
from .device_bulk_delete_item import DeviceBulkDeleteItem
from .device_bulk_delete_op import DeviceBulkDeleteOp
from .device_bulk_patch import DeviceBulkPatch
from .device_bulk_patch_item import DeviceBulkPatchItem
from .device_bulk_patch_op import DeviceBulkPatchOp
from .device_create import DeviceCreate
from .device_created_event import DeviceCreatedEvent
from .device_deleted_event import DeviceDeletedEvent
from .device_page import DevicePage
from .device_patch import DevicePatch
from .device_tags_changed_event import DeviceTagsChangedEvent
from .device_updated_event import DeviceUpdatedEvent
from .event_session_created import EventSessionCreated
from .event_session_expired import EventSessionExpired
from .event_session_revoked import EventSessionRevoked
from .event_session_revoked_reason import EventSessionRevokedReason
from .event_signin_failed import EventSigninFailed
from .event_signin_failed_reason import EventSigninFailedReason
from .event_signin_succeeded import EventSigninSucceeded
from .event_type import EventType
from .event_type_list import EventTypeList
from .event_type_schema import EventTypeSchema
from .field_error import FieldError
from .field_error_in import FieldErrorIn
from .graph_ql_error_body import GraphQLErrorBody
from .graph_ql_error_body_extensions import GraphQLErrorBodyExtensions
from .graph_ql_error_list_item import GraphQLErrorListItem
from .graph_ql_error_list_item_extensions import GraphQLErrorListItemExtensions
from .graph_ql_error_list_item_locations_item import GraphQLErrorListItemLocationsItem
from .graph_ql_request import GraphQLRequest
from .graph_ql_request_extensions_type_0 import GraphQLRequestExtensionsType0
from .graph_ql_request_variables_type_0 import GraphQLRequestVariablesType0
from .graph_ql_response_body import GraphQLResponseBody
from .graph_ql_response_body_data_type_0 import GraphQLResponseBodyDataType0
from .graph_ql_response_body_extensions import GraphQLResponseBodyExtensions
from .license_ import License
from .license_assignee_ref import LicenseAssigneeRef
from .license_assignee_type import LicenseAssigneeType
from .license_assignment import LicenseAssignment
from .license_assignment_page import LicenseAssignmentPage
from .license_assignment_result import LicenseAssignmentResult
from .license_compliance import LicenseCompliance
from .license_compliance_page import LicenseCompliancePage
from .license_compliance_status import LicenseComplianceStatus
from .license_create import LicenseCreate
from .license_kind import LicenseKind
from .license_page import LicensePage
from .license_patch import LicensePatch
from .license_problem import LicenseProblem
from .license_validity import LicenseValidity
from .list_sessions_kind import ListSessionsKind
from .platform import Platform
from .priority import Priority
from .problem import Problem
from .provisioning_session import ProvisioningSession
from .provisioning_session_create import ProvisioningSessionCreate
from .registry_bulk_item_error import RegistryBulkItemError
from .registry_bulk_item_result import RegistryBulkItemResult
from .registry_bulk_result import RegistryBulkResult
from .registry_bulk_result_summary import RegistryBulkResultSummary
from .request import Request
from .request_assignee_changed_event import RequestAssigneeChangedEvent
from .request_bulk_item import RequestBulkItem
from .request_create import RequestCreate
from .request_created_event import RequestCreatedEvent
from .request_deleted_event import RequestDeletedEvent
from .request_page import RequestPage
from .request_patch import RequestPatch
from .request_status import RequestStatus
from .request_status_changed_event import RequestStatusChangedEvent
from .request_updated_event import RequestUpdatedEvent
from .role import Role
from .role_page import RolePage
from .role_put import RolePut
from .scim_attribute import ScimAttribute
from .scim_attribute_mutability import ScimAttributeMutability
from .scim_attribute_returned import ScimAttributeReturned
from .scim_attribute_type import ScimAttributeType
from .scim_attribute_uniqueness import ScimAttributeUniqueness
from .scim_bulk_body import ScimBulkBody
from .scim_bulk_response_message import ScimBulkResponseMessage
from .scim_bulk_response_message_operations_item import (
    ScimBulkResponseMessageOperationsItem,
)
from .scim_create_group_body import ScimCreateGroupBody
from .scim_create_user_body import ScimCreateUserBody
from .scim_error import ScimError
from .scim_error_scim_type import ScimErrorScimType
from .scim_group import ScimGroup
from .scim_group_list import ScimGroupList
from .scim_group_members_item import ScimGroupMembersItem
from .scim_group_members_item_type import ScimGroupMembersItemType
from .scim_list_groups_sort_order import ScimListGroupsSortOrder
from .scim_list_users_sort_order import ScimListUsersSortOrder
from .scim_meta import ScimMeta
from .scim_multi_value import ScimMultiValue
from .scim_patch_group_body import ScimPatchGroupBody
from .scim_patch_user_body import ScimPatchUserBody
from .scim_replace_group_body import ScimReplaceGroupBody
from .scim_replace_user_body import ScimReplaceUserBody
from .scim_resource_type import ScimResourceType
from .scim_resource_type_list import ScimResourceTypeList
from .scim_resource_type_schema_extensions_item import (
    ScimResourceTypeSchemaExtensionsItem,
)
from .scim_schema import ScimSchema
from .scim_schema_list import ScimSchemaList
from .scim_service_provider_config import ScimServiceProviderConfig
from .scim_service_provider_config_authentication_schemes_item import (
    ScimServiceProviderConfigAuthenticationSchemesItem,
)
from .scim_service_provider_config_bulk import ScimServiceProviderConfigBulk
from .scim_service_provider_config_change_password import (
    ScimServiceProviderConfigChangePassword,
)
from .scim_service_provider_config_etag import ScimServiceProviderConfigEtag
from .scim_service_provider_config_filter import ScimServiceProviderConfigFilter
from .scim_service_provider_config_patch import ScimServiceProviderConfigPatch
from .scim_service_provider_config_sort import ScimServiceProviderConfigSort
from .scim_user import ScimUser
from .scim_user_addresses_item import ScimUserAddressesItem
from .scim_user_groups_item import ScimUserGroupsItem
from .scim_user_list import ScimUserList
from .scim_user_name import ScimUserName
from .scim_user_urnietfparamsscimschemasextensionenterprise_20_user import (
    ScimUserUrnietfparamsscimschemasextensionenterprise20User,
)
from .scim_user_urnietfparamsscimschemasextensionenterprise_20_user_manager import (
    ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager,
)
from .session import Session
from .session_create import SessionCreate
from .session_created_event import SessionCreatedEvent
from .session_expired_event import SessionExpiredEvent
from .session_list import SessionList
from .session_refresh import SessionRefresh
from .session_revoked_event import SessionRevokedEvent
from .session_summary import SessionSummary
from .session_summary_kind import SessionSummaryKind
from .signin_failed_event import SigninFailedEvent
from .signin_succeeded_event import SigninSucceededEvent
from .software_item import SoftwareItem
from .software_item_create import SoftwareItemCreate
from .software_item_page import SoftwareItemPage
from .software_item_patch import SoftwareItemPatch
from .tombstone import Tombstone
from .user import User
from .user_role_set import UserRoleSet
from .webhook_attempt import WebhookAttempt
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_page import WebhookDeliveryPage
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_event_type_name import WebhookEventTypeName
from .webhook_secret import WebhookSecret
from .webhook_subscription import WebhookSubscription
from .webhook_subscription_create import WebhookSubscriptionCreate
from .webhook_subscription_created import WebhookSubscriptionCreated
from .webhook_subscription_page import WebhookSubscriptionPage
from .webhook_subscription_update import WebhookSubscriptionUpdate
from .webhook_test_request import WebhookTestRequest

__all__ = (
    "Device",
    "DeviceBulkCreate",
    "DeviceBulkCreateOp",
    "DeviceBulkDelete",
    "DeviceBulkDeleteItem",
    "DeviceBulkDeleteOp",
    "DeviceBulkPatch",
    "DeviceBulkPatchItem",
    "DeviceBulkPatchOp",
    "DeviceCreate",
    "DeviceCreatedEvent",
    "DeviceDeletedEvent",
    "DevicePage",
    "DevicePatch",
    "DeviceTagsChangedEvent",
    "DeviceUpdatedEvent",
    "EventSessionCreated",
    "EventSessionExpired",
    "EventSessionRevoked",
    "EventSessionRevokedReason",
    "EventSigninFailed",
    "EventSigninFailedReason",
    "EventSigninSucceeded",
    "EventType",
    "EventTypeList",
    "EventTypeSchema",
    "FieldError",
    "FieldErrorIn",
    "GraphQLErrorBody",
    "GraphQLErrorBodyExtensions",
    "GraphQLErrorListItem",
    "GraphQLErrorListItemExtensions",
    "GraphQLErrorListItemLocationsItem",
    "GraphQLRequest",
    "GraphQLRequestExtensionsType0",
    "GraphQLRequestVariablesType0",
    "GraphQLResponseBody",
    "GraphQLResponseBodyDataType0",
    "GraphQLResponseBodyExtensions",
    "License",
    "LicenseAssigneeRef",
    "LicenseAssigneeType",
    "LicenseAssignment",
    "LicenseAssignmentPage",
    "LicenseAssignmentResult",
    "LicenseCompliance",
    "LicenseCompliancePage",
    "LicenseComplianceStatus",
    "LicenseCreate",
    "LicenseKind",
    "LicensePage",
    "LicensePatch",
    "LicenseProblem",
    "LicenseValidity",
    "ListSessionsKind",
    "Platform",
    "Priority",
    "Problem",
    "ProvisioningSession",
    "ProvisioningSessionCreate",
    "RegistryBulkItemError",
    "RegistryBulkItemResult",
    "RegistryBulkResult",
    "RegistryBulkResultSummary",
    "Request",
    "RequestAssigneeChangedEvent",
    "RequestBulkItem",
    "RequestCreate",
    "RequestCreatedEvent",
    "RequestDeletedEvent",
    "RequestPage",
    "RequestPatch",
    "RequestStatus",
    "RequestStatusChangedEvent",
    "RequestUpdatedEvent",
    "Role",
    "RolePage",
    "RolePut",
    "ScimAttribute",
    "ScimAttributeMutability",
    "ScimAttributeReturned",
    "ScimAttributeType",
    "ScimAttributeUniqueness",
    "ScimBulkBody",
    "ScimBulkResponseMessage",
    "ScimBulkResponseMessageOperationsItem",
    "ScimCreateGroupBody",
    "ScimCreateUserBody",
    "ScimError",
    "ScimErrorScimType",
    "ScimGroup",
    "ScimGroupList",
    "ScimGroupMembersItem",
    "ScimGroupMembersItemType",
    "ScimListGroupsSortOrder",
    "ScimListUsersSortOrder",
    "ScimMeta",
    "ScimMultiValue",
    "ScimPatchGroupBody",
    "ScimPatchUserBody",
    "ScimReplaceGroupBody",
    "ScimReplaceUserBody",
    "ScimResourceType",
    "ScimResourceTypeList",
    "ScimResourceTypeSchemaExtensionsItem",
    "ScimSchema",
    "ScimSchemaList",
    "ScimServiceProviderConfig",
    "ScimServiceProviderConfigAuthenticationSchemesItem",
    "ScimServiceProviderConfigBulk",
    "ScimServiceProviderConfigChangePassword",
    "ScimServiceProviderConfigEtag",
    "ScimServiceProviderConfigFilter",
    "ScimServiceProviderConfigPatch",
    "ScimServiceProviderConfigSort",
    "ScimUser",
    "ScimUserAddressesItem",
    "ScimUserGroupsItem",
    "ScimUserList",
    "ScimUserName",
    "ScimUserUrnietfparamsscimschemasextensionenterprise20User",
    "ScimUserUrnietfparamsscimschemasextensionenterprise20UserManager",
    "Session",
    "SessionCreate",
    "SessionCreatedEvent",
    "SessionExpiredEvent",
    "SessionList",
    "SessionRefresh",
    "SessionRevokedEvent",
    "SessionSummary",
    "SessionSummaryKind",
    "SigninFailedEvent",
    "SigninSucceededEvent",
    "SoftwareItem",
    "SoftwareItemCreate",
    "SoftwareItemPage",
    "SoftwareItemPatch",
    "Tombstone",
    "User",
    "UserRoleSet",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookDeliveryPage",
    "WebhookDeliveryStatus",
    "WebhookEventTypeName",
    "WebhookSecret",
    "WebhookSubscription",
    "WebhookSubscriptionCreate",
    "WebhookSubscriptionCreated",
    "WebhookSubscriptionPage",
    "WebhookSubscriptionUpdate",
    "WebhookTestRequest",
)
