from typing import Literal

DeviceBulkRequestOp = Literal["create", "delete", "patch"]

DEVICE_BULK_REQUEST_OP_VALUES: set[DeviceBulkRequestOp] = {
    "create",
    "delete",
    "patch",
}


def check_device_bulk_request_op(value: str) -> DeviceBulkRequestOp:
    if value in DEVICE_BULK_REQUEST_OP_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEVICE_BULK_REQUEST_OP_VALUES!r}"
    )
