from enum import StrEnum


class WebhookEventTypeName(StrEnum):
    DEVICE_CREATED = "device.created"
    DEVICE_DELETED = "device.deleted"
    DEVICE_TAGS_CHANGED = "device.tags_changed"
    DEVICE_UPDATED = "device.updated"
    REQUEST_ASSIGNEE_CHANGED = "request.assignee_changed"
    REQUEST_CREATED = "request.created"
    REQUEST_DELETED = "request.deleted"
    REQUEST_STATUS_CHANGED = "request.status_changed"
    REQUEST_UPDATED = "request.updated"
    SESSION_CREATED = "session.created"
    SESSION_EXPIRED = "session.expired"
    SESSION_REVOKED = "session.revoked"
    SIGNIN_FAILED = "signin.failed"
    SIGNIN_SUCCEEDED = "signin.succeeded"
    VALUE_14 = "*"

    def __str__(self) -> str:
        return str(self.value)
