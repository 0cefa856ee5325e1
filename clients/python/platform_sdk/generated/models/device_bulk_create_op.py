from typing import Literal

DeviceBulkCreateOp = Literal["create"]

DEVICE_BULK_CREATE_OP_VALUES: set[DeviceBulkCreateOp] = {
    "create",
}


def check_device_bulk_create_op(value: str) -> DeviceBulkCreateOp:
    if value in DEVICE_BULK_CREATE_OP_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEVICE_BULK_CREATE_OP_VALUES!r}"
    )
