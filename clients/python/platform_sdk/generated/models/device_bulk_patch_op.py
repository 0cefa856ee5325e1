from typing import Literal

DeviceBulkPatchOp = Literal["patch"]

DEVICE_BULK_PATCH_OP_VALUES: set[DeviceBulkPatchOp] = {
    "patch",
}


def check_device_bulk_patch_op(value: str) -> DeviceBulkPatchOp:
    if value in DEVICE_BULK_PATCH_OP_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DEVICE_BULK_PATCH_OP_VALUES!r}"
    )
