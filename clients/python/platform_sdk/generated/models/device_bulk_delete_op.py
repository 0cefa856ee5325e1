from typing import Literal

DeviceBulkDeleteOp = Literal["delete"]

DEVICE_BULK_DELETE_OP_VALUES: set[DeviceBulkDeleteOp] = {
    "delete",
}


def check_device_bulk_delete_op(value: str) -> DeviceBulkDeleteOp:
    if value in DEVICE_BULK_DELETE_OP_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEVICE_BULK_DELETE_OP_VALUES!r}"
    )
